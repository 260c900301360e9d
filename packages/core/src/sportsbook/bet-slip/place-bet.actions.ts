import * as v from 'valibot';
import type { Clock, TimerHandle } from '../../kernel/env/ports';
import { errorText } from '../../kernel/errors/error-text';
import { toSiteError } from '../../kernel/errors/site-error';
import type { HttpClient } from '../../kernel/http/http-client';
import { JsonNumber } from '../../kernel/http/json-number';
import type { DisplayText } from '../../kernel/i18n/message-keys';
import type { ToastsModule } from '../../kernel/toasts/toasts';
import { isPlausibleOdds } from '../odds-format';
import { SPORTSBOOK_BASE as sb, slipFailure } from './bet-slip.actions';
import { calculationSchema, oddInfoSchema } from './bet-slip.schemas';
import { type BetSlipStore, calculationAllowsBetting } from './bet-slip.store';
import {
  BET_TYPE,
  type BetSlipOutcome,
  PLACE_BET_MESSAGE_CLEAR_MS,
  type SlipOdd,
} from './bet-slip.types';
import { couponKey, isLostAnswer, placedBetsSchema } from './coupon';
import { acceptChangesFlag, priceChange } from './odds-change-policy';
import { isNegativeStake, parseStake } from './stake';

export interface PlaceBetActionDeps {
  http: HttpClient;
  clock: Clock;
  toasts: ToastsModule;
  isLoggedIn(): boolean;
  /** Reloads the slip (after a placed bet's message has cleared, or a lost answer). */
  loadSlip(): Promise<boolean>;
  /** Reloads My Bets after a lost answer. */
  refreshMyBets?: (() => Promise<void>) | undefined;
  /** The player's "keep the slip after placing" setting: placed odds go back on the slip. */
  keepSlip?: (() => boolean) | undefined;
}

const NOT_LOGGED_IN: DisplayText = { key: 'errors.notLoggedIn' };

/** Calculation and placing of bets (spec 001 §4, §5, §7, §8). */
export function createPlaceBetActions(store: BetSlipStore, deps: PlaceBetActionDeps) {
  const { http, clock, toasts } = deps;
  const { model, render } = store;
  let clearTimer: TimerHandle | undefined;

  const failed = slipFailure(toasts, model);
  // Spec 001 §8: a bet calculated or placed without login is the error 'Please login first'.
  const notLoggedIn = (): BetSlipOutcome => {
    toasts.show('error', NOT_LOGGED_IN);
    return { ok: false, reason: 'not-logged-in', message: NOT_LOGGED_IN };
  };
  const replaceOdd = (oddId: number, change: (odd: SlipOdd) => SlipOdd) => {
    model.serverOdds = model.serverOdds.map((odd) => (odd.oddId === oddId ? change(odd) : odd));
  };

  /**
   * Spec 001 §5: needs a player, an odd and a non-empty amount, else nothing is sent; a
   * missing or negative amount sets the bet animation.
   */
  async function calculateSingle(oddId: number): Promise<BetSlipOutcome> {
    if (!deps.isLoggedIn()) return notLoggedIn();
    const odd = model.serverOdds.find((item) => item.oddId === oddId);
    const amount = parseStake(store.$stakes.get()[oddId] ?? '');
    if (amount === null || isNegativeStake(amount)) {
      store.$betAnimation.set(true);
      return { ok: false, reason: 'invalid' };
    }
    if (!odd) return { ok: false, reason: 'invalid' };
    const { epoch } = model;
    try {
      const { data, message } = await http.post(
        'sportsbook/calculate',
        { oddId, amount: new JsonNumber(amount), type: BET_TYPE.single },
        { ...sb, schema: calculationSchema },
      );
      if (epoch !== model.epoch) return { ok: true, message }; // for a previous identity
      // The stake changed meanwhile: this result belongs to a stake no longer shown.
      if (parseStake(store.$stakes.get()[oddId] ?? '') !== amount) return { ok: true, message };
      const calculated = store.$calculated.get();
      store.$calculated.set({
        ...calculated,
        single: { ...calculated.single, [oddId]: data.possibleWin ?? 0 },
      });
      replaceOdd(oddId, (item) => {
        const rate = data.totalRate ?? item.rate;
        return {
          ...item,
          possibleWin: data.possibleWin ?? 0,
          amount: data.betAmount ?? item.amount,
          rate,
          change: priceChange(model.loadedRates.get(oddId) ?? null, rate),
        };
      });
      render();
      store.$betAnimation.set(!data.betAmount);
      return { ok: true, message };
    } catch (error) {
      return failed(error, epoch);
    }
  }

  /** Spec 001 §5: needs a player and an amount that is not null (empty), else nothing is sent. */
  async function calculateMultiple(): Promise<BetSlipOutcome> {
    if (!deps.isLoggedIn()) return notLoggedIn();
    const amount = parseStake(store.$multipleStake.get());
    if (amount === null) return { ok: false, reason: 'invalid' };
    if (isNegativeStake(amount)) {
      store.$betAnimation.set(true);
      return { ok: false, reason: 'invalid' };
    }
    const { epoch } = model;
    try {
      const { data, message } = await http.post(
        'sportsbook/calculate',
        { amount: new JsonNumber(amount), type: BET_TYPE.multiple },
        { ...sb, schema: calculationSchema },
      );
      if (epoch !== model.epoch) return { ok: true, message }; // for a previous identity
      if (parseStake(store.$multipleStake.get()) !== amount) return { ok: true, message };
      store.$calculated.set({ ...store.$calculated.get(), multiple: data.possibleWin ?? 0 });
      store.$multipleBet.set({
        amount,
        betAmount: data.betAmount,
        totalRate: data.totalRate ?? store.$multipleBet.get()?.totalRate ?? null,
        possibleWin: data.possibleWin,
        eventCount: data.eventCount ?? store.$multipleBet.get()?.eventCount ?? null,
      });
      store.$betAnimation.set(!data.betAmount);
      return { ok: true, message };
    } catch (error) {
      return failed(error, epoch);
    }
  }

  /**
   * Spec 001 §4, §5: one at a time; needs a player; refused while the last calculation gave a
   * possible win of 0 or less, while a placed coupon still shows, or for the coupon whose
   * answer was lost; empty amounts become 0; acceptChanges is sent. Success shows the coupon as
   * accepted with the flag and message for 5 s, then the slip reloads. A refusal shows its
   * message and puts `data.oddInfo` messages on the matching odds. A lost answer is
   * `unconfirmed`: the slip and My Bets reload before anything can be placed again.
   */
  async function placeBet(): Promise<BetSlipOutcome> {
    if (store.$placing.get()) return { ok: false, reason: 'busy' };
    if (!deps.isLoggedIn()) return notLoggedIn();
    // Issue 21: a move the player's policy does not accept stops here, shown on its odds.
    const toAccept = store.$oddsToAccept.get();
    if (toAccept.length > 0) return { ok: false, reason: 'odds-changed', oddIds: toAccept };
    const higher =
      store.$oddsChangePolicy.get() === 'higher' &&
      model.serverOdds.some((odd) => odd.change === 'up');
    if (higher) {
      store.$placing.set(true);
      try {
        const stopped = await takeHigherPrices();
        if (stopped) return stopped;
      } finally {
        store.$placing.set(false);
      }
    }
    return send();
  }

  /**
   * "Higher only" with prices that went up: acceptChanges is false, and the server holds a bet
   * to the prices it last showed, so the slip loads first (the player's policy accepts the
   * higher ones). A price that came back lower than the one shown stops the bet as changed.
   */
  async function takeHigherPrices(): Promise<BetSlipOutcome | null> {
    const { epoch } = model;
    const shown = new Map(model.serverOdds.map((odd) => [odd.oddId, odd.rate]));
    if (!(await deps.loadSlip())) return { ok: false, reason: 'failed' };
    if (epoch !== model.epoch) return { ok: false, reason: 'failed' };
    const lower = model.serverOdds.filter((odd) => {
      const before = shown.get(odd.oddId);
      return before != null && odd.rate !== null && odd.rate < before;
    });
    if (lower.length === 0) return null;
    // Against the price the player saw: these odds show as gone down until accepted.
    for (const odd of lower) model.loadedRates.set(odd.oddId, shown.get(odd.oddId) ?? null);
    model.serverOdds = model.serverOdds.map((odd) =>
      lower.includes(odd) ? { ...odd, change: 'down' } : odd,
    );
    render();
    return { ok: false, reason: 'odds-changed', oddIds: store.$oddsToAccept.get() };
  }

  /** Sends the coupon as the slip shows it (spec 001 §5), after the checks. */
  async function send(): Promise<BetSlipOutcome> {
    const mode = store.$mode.get();
    const odds = model.serverOdds.filter((odd) => !model.removing.has(odd.oddId));
    const oddIds = odds.map((odd) => odd.oddId);
    const stakes = store.$stakes.get();
    const multipleStake = store.$multipleStake.get();
    const coupon = couponKey(mode, oddIds, stakes, multipleStake);
    // The same rules as $bettingAllowed, so an integrator calling placeBet cannot skip them.
    if (
      store.$placeBetStatus.get() === 'success' ||
      store.$unconfirmedCoupon.get() === coupon ||
      odds.some((odd) => odd.rate !== null && !isPlausibleOdds(odd.rate)) ||
      !calculationAllowsBetting(mode, oddIds, store.$calculated.get())
    )
      return { ok: false, reason: 'not-allowed' };
    const { epoch } = model;
    store.$placing.set(true);
    if (clearTimer !== undefined) clock.clearTimeout(clearTimer);
    clearTimer = undefined;
    store.$placeBetStatus.set(null);
    store.$placeBetMessage.set(null);
    const acceptChanges = acceptChangesFlag(store.$oddsChangePolicy.get());
    const body =
      mode === 'single'
        ? {
            type: BET_TYPE.single,
            selection: odds.map((odd) => ({
              oddId: odd.oddId,
              amount: new JsonNumber(parseStake(stakes[odd.oddId] ?? '') ?? '0'),
            })),
            acceptChanges,
          }
        : {
            type: BET_TYPE.multiple,
            amount: new JsonNumber(parseStake(multipleStake) ?? '0'),
            acceptChanges,
          };
    try {
      const { data, message } = await http.post('sportsbook/placeBet', body, {
        ...sb,
        schema: v.unknown(),
      });
      // The player changed meanwhile: this bet's outcome is not theirs to see.
      if (epoch !== model.epoch) return { ok: true, message };
      showPlaced(oddIds, data, message, { stakes, multipleStake });
      if (deps.keepSlip?.()) void restoreSelections(odds, epoch);
      return { ok: true, message };
    } catch (error) {
      const siteError = toSiteError(error);
      if (epoch !== model.epoch)
        return { ok: false, reason: 'failed', message: errorText(siteError) };
      if (isLostAnswer(siteError)) {
        await showUnconfirmed(coupon, oddIds, epoch);
        return { ok: false, reason: 'failed', message: errorText(siteError) };
      }
      store.$placeBetStatus.set('failed');
      store.$placeBetMessage.set(errorText(siteError));
      const info = v.safeParse(oddInfoSchema, siteError.data);
      if (info.success && info.output.oddInfo.length > 0) {
        const messages = new Map(info.output.oddInfo.map((item) => [item.oddId, item.message]));
        model.serverOdds = model.serverOdds.map((odd) =>
          messages.has(odd.oddId) ? { ...odd, message: messages.get(odd.oddId) ?? null } : odd,
        );
        render();
      }
      // The player's own protection refused it (a reached loss limit); the server's message says
      // when play resumes. Only the reason is read here: the bet slip carries no parser (size).
      if ((siteError.data as { refusal?: unknown } | null)?.refusal !== undefined)
        return { ok: false, reason: 'play-refused', message: errorText(siteError) };
      return { ok: false, reason: 'failed', message: errorText(siteError) };
    } finally {
      store.$placing.set(false);
    }
  }

  /**
   * Spec 001 §4 and issue 23: one consistent slip for the 5 s of the success message. The
   * placed odds stay with the stakes placed, the rates and wins the server accepted
   * (`data.bets`, when it sends them), and no leftover alert; the server's message is the
   * only text (null when it sends none: the UI shows its own). Then the placed stakes and their
   * results go and the slip reloads; a stake typed since the bet was sent (the next coupon's)
   * stays: the player's latest typing wins over the older answer.
   */
  function showPlaced(
    oddIds: readonly number[],
    data: unknown,
    message: string | undefined,
    sent: { stakes: Readonly<Record<number, string>>; multipleStake: string },
  ) {
    const placed = new Set(oddIds);
    const parsed = v.safeParse(placedBetsSchema, data);
    const bets = parsed.success ? parsed.output.bets : [];
    const mode = store.$mode.get();
    if (mode === 'single' && bets.length === oddIds.length) {
      const accepted = new Map(oddIds.map((id, index) => [id, bets[index]]));
      model.serverOdds = model.serverOdds.map((odd) => {
        const bet = accepted.get(odd.oddId);
        return bet
          ? {
              ...odd,
              rate: bet.totalRate ?? odd.rate,
              possibleWin: bet.possibleWin ?? odd.possibleWin,
            }
          : odd;
      });
    }
    const multipleBet = bets.find((bet) => bet.type === BET_TYPE.multiple);
    const current = store.$multipleBet.get();
    if (mode === 'multiple' && multipleBet && current) {
      store.$multipleBet.set({
        ...current,
        betAmount: multipleBet.amount,
        totalRate: multipleBet.totalRate ?? current.totalRate,
        possibleWin: multipleBet.possibleWin ?? current.possibleWin,
      });
    }
    model.serverOdds = model.serverOdds.map((odd) =>
      odd.message === null && odd.change === null ? odd : { ...odd, message: null, change: null },
    );
    store.$slipMessage.set(null);
    store.$stakeNotice.set(null);
    store.$betAnimation.set(false);
    model.frozen = true;
    render();
    store.$placeBetStatus.set('success');
    store.$placeBetMessage.set(message ? { text: message } : null);
    clearTimer = clock.setTimeout(() => {
      clearTimer = undefined;
      const stakes = store.$stakes.get();
      const gone = (id: number) => placed.has(id) && stakes[id] === sent.stakes[id];
      const unplaced = <T>(record: Readonly<Record<number, T>>) =>
        Object.fromEntries(Object.entries(record).filter(([id]) => !gone(Number(id))));
      store.$stakes.set(unplaced(stakes));
      const multipleTypedSince =
        mode === 'multiple' && store.$multipleStake.get() !== sent.multipleStake;
      if (mode === 'multiple' && !multipleTypedSince) {
        store.$multipleStake.set('');
        model.multipleTyped = false;
      }
      const calculated = store.$calculated.get();
      store.$calculated.set({
        single: unplaced(calculated.single),
        multiple: multipleTypedSince ? calculated.multiple : null,
      });
      model.frozen = false;
      store.$placeBetStatus.set(null);
      store.$placeBetMessage.set(null);
      void deps.loadSlip();
    }, PLACE_BET_MESSAGE_CLEAR_MS);
  }

  /**
   * Issue 21, "keep the slip": the server took the placed odds off the slip; they go back on
   * (toggleOdd, as the player would) while the success message shows, and the reload after it
   * shows them again, without stakes. An odd the server no longer offers stays off.
   */
  async function restoreSelections(odds: readonly SlipOdd[], epoch: number): Promise<void> {
    for (const odd of odds) {
      if (epoch !== model.epoch) return;
      try {
        await http.post(
          'sportsbook/toggleOdd',
          { oddId: odd.oddId, isLive: odd.isLive },
          { ...sb, schema: v.unknown() },
        );
      } catch {
        // Not offered any more (ended, suspended): the reload shows the slip without it.
      }
    }
  }

  /**
   * Issue 25: the answer was lost after the server may have booked the bet. Says so, reloads
   * the slip and My Bets (the button stays busy meanwhile), and refuses this same coupon until
   * the player changes it; if the reloaded slip lost the coupon's odds, the server took them.
   */
  async function showUnconfirmed(coupon: string, oddIds: readonly number[], epoch: number) {
    store.$placeBetStatus.set('unconfirmed');
    store.$placeBetMessage.set(null);
    store.$unconfirmedCoupon.set(coupon);
    await Promise.all([deps.loadSlip(), deps.refreshMyBets?.()]);
    if (epoch !== model.epoch) return;
    const listed = new Set(model.serverOdds.map((odd) => odd.oddId));
    if (!oddIds.every((id) => listed.has(id))) store.$unconfirmedCoupon.set(null);
  }

  return {
    calculateSingle,
    calculateMultiple,
    /** Calculates the current mode: the slip in Multiple, the given odd in Single. */
    calculate(oddId?: number): Promise<BetSlipOutcome> {
      if (store.$mode.get() === 'multiple') return calculateMultiple();
      if (oddId === undefined) return Promise.resolve({ ok: false, reason: 'invalid' });
      return calculateSingle(oddId);
    },
    placeBet,
    /** Forgets a placed bet's message (the player changed). */
    resetPlacing() {
      if (clearTimer !== undefined) clock.clearTimeout(clearTimer);
      clearTimer = undefined;
      model.frozen = false;
      store.$unconfirmedCoupon.set(null);
      store.$placeBetStatus.set(null);
      store.$placeBetMessage.set(null);
    },
  };
}

export type PlaceBetActions = ReturnType<typeof createPlaceBetActions>;
