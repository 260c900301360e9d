import * as v from 'valibot';
import type { Clock, TimerHandle } from '../env/ports';
import { errorText } from '../errors/error-text';
import { toSiteError } from '../errors/site-error';
import type { HttpClient } from '../http/http-client';
import { JsonNumber } from '../http/json-number';
import type { DisplayText } from '../i18n/message-keys';
import type { Toasts } from '../toasts/toasts';
import { SPORTSBOOK_BASE as sb, slipFailure } from './bet-slip.actions';
import { calculationSchema, oddInfoSchema } from './bet-slip.schemas';
import { type BetSlipStore, calculationAllowsBetting } from './bet-slip.store';
import {
  BET_TYPE,
  type BetSlipOutcome,
  PLACE_BET_MESSAGE_CLEAR_MS,
  type SlipOdd,
} from './bet-slip.types';
import { isNegativeStake, parseStake } from './stake';

export interface PlaceBetActionDeps {
  http: HttpClient;
  clock: Clock;
  toasts: Toasts;
  isLoggedIn(): boolean;
  /** Reloads the slip (after a placed bet's message has cleared). */
  loadSlip(): Promise<boolean>;
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
      const calculated = store.$calculated.get();
      store.$calculated.set({
        ...calculated,
        single: { ...calculated.single, [oddId]: data.possibleWin ?? 0 },
      });
      replaceOdd(oddId, (item) => ({
        ...item,
        possibleWin: data.possibleWin ?? 0,
        amount: data.betAmount ?? item.amount,
        rate: data.totalRate ?? item.rate,
      }));
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
   * possible win of 0 or less; empty amounts become 0; acceptChanges is sent. Success shows the
   * flag and message for 5 s, then the slip reloads. A refusal shows its message and puts
   * `data.oddInfo` messages on the matching odds.
   */
  async function placeBet(): Promise<BetSlipOutcome> {
    if (store.$placing.get()) return { ok: false, reason: 'busy' };
    if (!deps.isLoggedIn()) return notLoggedIn();
    const mode = store.$mode.get();
    const odds = model.serverOdds.filter((odd) => !model.removing.has(odd.oddId));
    const oddIds = odds.map((odd) => odd.oddId);
    // The same rule as $bettingAllowed, so an integrator calling placeBet cannot skip it.
    if (!calculationAllowsBetting(mode, oddIds, store.$calculated.get()))
      return { ok: false, reason: 'not-allowed' };
    const { epoch } = model;
    store.$placing.set(true);
    if (clearTimer !== undefined) clock.clearTimeout(clearTimer);
    clearTimer = undefined;
    store.$placeBetStatus.set(null);
    store.$placeBetMessage.set(null);
    const stakes = store.$stakes.get();
    const acceptChanges = store.$acceptChanges.get();
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
            amount: new JsonNumber(parseStake(store.$multipleStake.get()) ?? '0'),
            acceptChanges,
          };
    try {
      const { message } = await http.post('sportsbook/placeBet', body, {
        ...sb,
        schema: v.unknown(),
      });
      // The player changed meanwhile: this bet's outcome is not theirs to see.
      if (epoch !== model.epoch) return { ok: true, message };
      store.$placeBetStatus.set('success');
      store.$placeBetMessage.set(message ? { text: message } : null);
      const placed = new Set(oddIds);
      const unplaced = <T>(record: Readonly<Record<number, T>>) =>
        Object.fromEntries(Object.entries(record).filter(([id]) => !placed.has(Number(id))));
      store.$stakes.set(unplaced(stakes));
      store.$multipleStake.set('');
      store.$calculated.set({ single: unplaced(store.$calculated.get().single), multiple: null });
      clearTimer = clock.setTimeout(() => {
        clearTimer = undefined;
        store.$placeBetStatus.set(null);
        store.$placeBetMessage.set(null);
        void deps.loadSlip();
      }, PLACE_BET_MESSAGE_CLEAR_MS);
      return { ok: true, message };
    } catch (error) {
      const siteError = toSiteError(error);
      if (epoch !== model.epoch)
        return { ok: false, reason: 'failed', message: errorText(siteError) };
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
      store.$placeBetStatus.set(null);
      store.$placeBetMessage.set(null);
    },
  };
}

export type PlaceBetActions = ReturnType<typeof createPlaceBetActions>;
