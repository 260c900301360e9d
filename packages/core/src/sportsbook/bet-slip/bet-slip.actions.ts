import * as v from 'valibot';
import { errorText } from '../../kernel/errors/error-text';
import type { HttpClient } from '../../kernel/http/http-client';
import type { ToastsModule } from '../../kernel/toasts/toasts';
import { betSlipSchema } from './bet-slip.schemas';
import { type BetSlipStore, NO_CALCULATION } from './bet-slip.store';
import {
  type BetMode,
  type BetSlipOutcome,
  type MultipleBet,
  type SetModeResult,
  STAKE_MAX_DIGITS,
  type StakeTarget,
  type StepStakeResult,
  type ToggleOddInput,
} from './bet-slip.types';
import { isNegativeStake, parseStake, readStakeInput, stakeText, stepStake } from './stake';

export interface BetSlipActionDeps {
  http: HttpClient;
  toasts: ToastsModule;
  isLoggedIn(): boolean;
}

export const SPORTSBOOK_BASE = { base: 'sportsbook' } as const;
const sb = SPORTSBOOK_BASE;

/**
 * Every failed slip call ends alike: the server's message as an error toast (unless the player
 * changed meanwhile: their slip is not this one) and as the outcome's message.
 */
export function slipFailure(toasts: ToastsModule, model: { epoch: number }) {
  return (error: unknown, epoch: number): BetSlipOutcome => {
    const message = errorText(error);
    if (epoch === model.epoch) toasts.show('error', message);
    return { ok: false, reason: 'failed', message };
  };
}

/** Loading, optimistic toggles, removal, mode and stake input of the slip. */
export function createBetSlipActions(store: BetSlipStore, deps: BetSlipActionDeps) {
  const { http, toasts } = deps;
  const { model, render } = store;
  let loadSeq = 0;

  const failed = slipFailure(toasts, model);

  /** GET sportsbook/betslip. `silent` skips the error toast (a revalidation after a failure). */
  async function loadSlip(options: { silent?: boolean } = {}): Promise<boolean> {
    const seq = ++loadSeq;
    store.$loading.set(true);
    try {
      const { data } = await http.get('sportsbook/betslip', { ...sb, schema: betSlipSchema });
      if (seq !== loadSeq) return true; // a newer load (or another identity) owns the state
      const before = model.serverOdds;
      const stakes = store.$stakes.get();
      model.serverOdds = data.oddList.map((odd) => ({
        ...odd,
        possibleWin: winForShownStake(stakes[odd.oddId], odd.amount, odd.possibleWin),
        change: null,
        isDeleting: false,
        isSkeleton: false,
        isLoading: false,
      }));
      forgetStaleResults(before);
      model.loadedRates = new Map(model.serverOdds.map((odd) => [odd.oddId, odd.rate]));
      const calculated = store.$calculated.get();
      for (const odd of model.serverOdds) {
        const result = calculated.single[odd.oddId];
        if (result !== undefined && odd.possibleWin === 0) odd.possibleWin = result;
      }
      store.$multipleBet.set(multipleForShownStake(data.multipleBet));
      store.$slipMessage.set(data.message);
      syncStakes(data.multipleBet?.amount ?? '0');
      render();
      return true;
    } catch (error) {
      // Spec 001 §8: success false on slip load → the server's message as an error toast.
      if (!options.silent && seq === loadSeq) toasts.show('error', errorText(error));
      return false;
    } finally {
      if (seq === loadSeq) {
        store.$loading.set(false);
        store.$firstLoadDone.set(true);
      }
    }
  }

  // The server's possible win is for the amount it holds: shown only while the stake box shows
  // that amount (a typed stake has its own, once calculated).
  function winForShownStake(shown: string | undefined, amount: number, win: number): number {
    if (shown === undefined) return win;
    return parseStake(shown) === parseStake(stakeText(amount)) ? win : 0;
  }

  function multipleForShownStake(multiple: MultipleBet | null): MultipleBet | null {
    const shown = store.$multipleStake.get();
    if (!multiple || shown === '' || parseStake(shown) === multiple.amount) return multiple;
    return { ...multiple, possibleWin: store.$calculated.get().multiple };
  }

  // A calculation answers for the odds it was made on: results of odds that left the slip go,
  // and the combination's result goes when the combination changed.
  function forgetStaleResults(before: readonly { oddId: number }[]): void {
    const key = (odds: readonly { oddId: number }[]) => odds.map((odd) => odd.oddId).join();
    const { single, multiple } = store.$calculated.get();
    const listed = new Set(model.serverOdds.map((odd) => odd.oddId));
    const kept = Object.entries(single).filter(([id]) => listed.has(Number(id)));
    if (kept.length === Object.keys(single).length && key(before) === key(model.serverOdds)) return;
    store.$calculated.set({
      single: Object.fromEntries(kept),
      multiple: key(before) === key(model.serverOdds) ? multiple : null,
    });
  }

  // The player's latest typed stake wins over any server answer, however late it comes: a box
  // keeps its text, and only a box never typed into starts from the amount the server holds.
  function syncStakes(multipleAmount: string): void {
    const stakes: Record<number, string> = {};
    const current = store.$stakes.get();
    for (const odd of model.serverOdds) {
      stakes[odd.oddId] = current[odd.oddId] ?? (odd.amount > 0 ? stakeText(odd.amount) : '');
    }
    store.$stakes.set(stakes);
    if (
      !model.multipleTyped &&
      store.$multipleStake.get() === '' &&
      multipleAmount !== '0' &&
      !isNegativeStake(multipleAmount)
    ) {
      store.$multipleStake.set(multipleAmount);
    }
  }

  /**
   * Spec 001 §4: a selected odd is removed at once and restored if the server fails; an
   * unselected one shows a placeholder at once, removed if the server fails. The odd is marked
   * loading during the call, and the slip reloads afterwards.
   */
  async function toggleOdd(input: ToggleOddInput): Promise<BetSlipOutcome> {
    const { oddId } = input;
    if (model.loading.has(oddId)) return { ok: false, reason: 'busy' };
    const { epoch } = model;
    const selected =
      model.serverOdds.some((odd) => odd.oddId === oddId) && !model.removing.has(oddId);
    const listed = model.serverOdds.find((odd) => odd.oddId === oddId);
    model.loading.add(oddId);
    if (selected) model.removing.add(oddId);
    else {
      model.adding.set(oddId, {
        oddId,
        eventName: input.eventName ?? '',
        marketName: input.marketName ?? '',
        oddName: input.oddName ?? '',
        rate: input.rate ?? null,
        amount: 0,
        possibleWin: 0,
        change: null,
        message: null,
        isLive: input.isLive,
        eventId: null,
        isDeleting: false,
        isSkeleton: true,
        isLoading: true,
      });
    }
    render();

    const settle = () => {
      model.loading.delete(oddId);
      model.removing.delete(oddId);
      model.adding.delete(oddId);
    };
    try {
      const { message } = await http.post(
        'sportsbook/toggleOdd',
        { oddId, isLive: listed?.isLive ?? input.isLive },
        { ...sb, schema: v.unknown() },
      );
      // The pending change stays visible until the reload shows the server's slip.
      if (epoch === model.epoch) await loadSlip();
      settle();
      render();
      return { ok: true, message };
    } catch (error) {
      settle(); // roll back: the removed odd is back, the placeholder is gone
      render();
      if (epoch !== model.epoch) return { ok: false, reason: 'failed' };
      const outcome = failed(error, epoch);
      void loadSlip({ silent: true });
      return outcome;
    }
  }

  /** The slip's delete button: the odd shows as deleting until the server answers. */
  async function removeOdd(oddId: number): Promise<BetSlipOutcome> {
    const odd = model.serverOdds.find((item) => item.oddId === oddId);
    if (!odd || model.deleting.has(oddId) || model.loading.has(oddId))
      return { ok: false, reason: 'busy' };
    const { epoch } = model;
    model.deleting.add(oddId);
    render();
    try {
      const { message } = await http.post(
        'sportsbook/toggleOdd',
        { oddId, isLive: odd.isLive },
        { ...sb, schema: v.unknown() },
      );
      if (epoch === model.epoch) await loadSlip();
      return { ok: true, message };
    } catch (error) {
      return failed(error, epoch);
    } finally {
      model.deleting.delete(oddId);
      render();
    }
  }

  /** Empties the slip (`sportsbook/removeAll`, a dev server extension: the spec hides the path). */
  async function removeAll(): Promise<BetSlipOutcome> {
    const before = model.serverOdds;
    const { epoch } = model;
    model.serverOdds = [];
    render();
    try {
      const { message } = await http.post(
        'sportsbook/removeAll',
        {},
        { ...sb, schema: v.unknown() },
      );
      store.$multipleStake.set('');
      model.multipleTyped = false;
      await loadSlip();
      return { ok: true, message };
    } catch (error) {
      // Another identity's slip is never restored.
      if (epoch !== model.epoch) return { ok: false, reason: 'failed' };
      model.serverOdds = before;
      render();
      const outcome = failed(error, epoch);
      void loadSlip({ silent: true });
      return outcome;
    }
  }

  /** The user may switch tab, but Multiple only with more than one odd. */
  function setMode(mode: BetMode): SetModeResult {
    if (mode === 'multiple' && store.$count.get() < 2)
      return { ok: false, reason: 'needs-two-selections' };
    store.$mode.set(mode);
    return { ok: true };
  }

  // A refused input keeps the stake and names why (per stake box); an accepted one clears it.
  function noticeFor(target: StakeTarget, result: ReturnType<typeof readStakeInput>): void {
    const now = store.$stakeNotice.get();
    if (!result.ok) {
      const params = result.reason === 'validation.tooLong' ? { max: STAKE_MAX_DIGITS } : undefined;
      store.$stakeNotice.set({
        target,
        message: { key: result.reason, ...(params && { params }) },
      });
    } else if (now?.target === target) store.$stakeNotice.set(null);
  }

  /**
   * A new amount makes the last possible win meaningless until recalculated: the result and
   * the possible win shown go at once, so the win shown always belongs to the stake shown.
   */
  function setSingleStake(oddId: number, raw: string): string {
    const read = readStakeInput(raw);
    noticeFor(oddId, read);
    const before = store.$stakes.get()[oddId] ?? '';
    if (!read.ok || read.text === store.$stakes.get()[oddId]) return before;
    store.$stakes.set({ ...store.$stakes.get(), [oddId]: read.text });
    const { [oddId]: _old, ...single } = store.$calculated.get().single;
    store.$calculated.set({ ...store.$calculated.get(), single });
    if (model.serverOdds.some((odd) => odd.oddId === oddId && odd.possibleWin !== 0)) {
      model.serverOdds = model.serverOdds.map((odd) =>
        odd.oddId === oddId ? { ...odd, possibleWin: 0 } : odd,
      );
      render();
    }
    return read.text;
  }

  function setMultipleStake(raw: string): string {
    const read = readStakeInput(raw);
    noticeFor('multiple', read);
    if (read.ok) model.multipleTyped = true;
    if (!read.ok || read.text === store.$multipleStake.get()) return store.$multipleStake.get();
    store.$multipleStake.set(read.text);
    store.$calculated.set({ ...store.$calculated.get(), multiple: null });
    const multiple = store.$multipleBet.get();
    if (multiple && multiple.possibleWin !== null)
      store.$multipleBet.set({ ...multiple, possibleWin: null });
    return read.text;
  }

  /**
   * ±100 on the multiple stake, never below 0; only for a logged-in player. A step past 25
   * digits (or below 0) leaves the stake as it was: `unchanged`.
   */
  function stepMultipleStake(direction: 1 | -1): StepStakeResult {
    if (!deps.isLoggedIn()) return { ok: false, reason: 'not-logged-in' };
    const before = store.$multipleStake.get();
    const stake = setMultipleStake(stepStake(parseStake(before), direction));
    return stake !== before ? { ok: true, stake } : { ok: false, reason: 'unchanged' };
  }

  /** The same step on one odd's single stake (spec 001 §5: step 100, players only). */
  function stepSingleStake(oddId: number, direction: 1 | -1): StepStakeResult {
    if (!deps.isLoggedIn()) return { ok: false, reason: 'not-logged-in' };
    if (!model.serverOdds.some((odd) => odd.oddId === oddId))
      return { ok: false, reason: 'not-in-slip' };
    const before = store.$stakes.get()[oddId] ?? '';
    const stake = setSingleStake(oddId, stepStake(parseStake(before), direction));
    return stake !== before ? { ok: true, stake } : { ok: false, reason: 'unchanged' };
  }

  /**
   * Issue 21: the player accepts the odds' new prices. Loading the slip is what takes them as
   * seen, for the server (spec 001 §7: the slip it shows is what the player saw, which a bet
   * without acceptChanges is held to) and for the slip (the loaded rates become the reference,
   * so no odd is "changed" any more). Refused (`busy`) while a bet is being placed or a placed
   * coupon still shows.
   */
  async function acceptOddsChanges(): Promise<BetSlipOutcome> {
    if (store.$placing.get() || model.frozen) return { ok: false, reason: 'busy' };
    return (await loadSlip()) ? { ok: true, message: undefined } : { ok: false, reason: 'failed' };
  }

  return {
    loadSlip,
    toggleOdd,
    removeOdd,
    removeAll,
    setMode,
    setSingleStake,
    setMultipleStake,
    stepMultipleStake,
    stepSingleStake,
    acceptOddsChanges,
    /** The router's current URL: `/live` in it shows the live tracker. */
    setLocation: (url: string) => store.$location.set(url),
    /**
     * The identity changed: forgets everything of the previous one (odds, stakes, results,
     * messages, running toggles) and marks the slip not loaded; answers still due are dropped.
     */
    forgetSlip() {
      loadSeq++;
      model.epoch++;
      model.serverOdds = [];
      model.adding.clear();
      model.removing.clear();
      model.deleting.clear();
      model.loading.clear();
      store.$multipleBet.set(null);
      store.$slipMessage.set(null);
      store.$stakes.set({});
      store.$multipleStake.set('');
      model.multipleTyped = false;
      store.$stakeNotice.set(null);
      store.$calculated.set(NO_CALCULATION);
      store.$betAnimation.set(false);
      store.$loading.set(false);
      store.$firstLoadDone.set(false);
      render();
    },
  };
}

export type BetSlipActions = ReturnType<typeof createBetSlipActions>;
