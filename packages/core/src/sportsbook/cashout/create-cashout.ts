import { atom, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import * as v from 'valibot';
import { BetStatus } from '../../kernel/bets/bet.enums';
import { errorText } from '../../kernel/errors/error-text';
import { toSiteError } from '../../kernel/errors/site-error';
import { createEmitter } from '../../kernel/events/emitter';
import type { HttpClient } from '../../kernel/http/http-client';
import { keyedRecord } from '../../kernel/keyed/keyed-record';
import type { MyBetsState } from '../bet-slip/my-bets';
import {
  type CashoutChanged,
  cashoutPaidSchema,
  cashoutQuoteSchema,
  cashoutRefusalSchema,
} from './cashout.schemas';
import type {
  CashoutEvents,
  CashoutModule,
  CashoutResult,
  CashoutState,
  OddsChangeChoice,
} from './cashout.types';

export interface CashoutDeps {
  http: HttpClient;
  isLoggedIn(): boolean;
  /** Who is logged in: another player (or a logout) forgets every bet's state. */
  $identity: ReadableAtom<string | null>;
  /** Valid `cashoutChanged` pushes of the sportsbook hub. */
  subscribePushes(handler: (push: CashoutChanged) => void): () => void;
  /** My Bets, when the sportsbook module is composed (values seed from its rows). */
  myBets(): { $myBets: ReadableAtom<MyBetsState>; refresh(): Promise<void> } | undefined;
  /** Reloads the dashboard's bet history, when the account module is composed. */
  reloadBetHistory(): void;
  refreshBalance(): Promise<void>;
  /** The player's odds-change choice; `none` confirms every changed value. */
  acceptChange(): OddsChangeChoice;
}

const SB = { base: 'sportsbook' } as const;
const INITIAL: CashoutState = {
  value: null,
  openStake: null,
  suspended: false,
  inProgress: false,
  failure: null,
};

/**
 * Cash-out of running bets (extension, docs/cashout.md): one store per bet, seeded from My
 * Bets and moved by pushes; `cashOut` pays all or part of a bet at the value the player saw,
 * one call at a time per bet, and changes nothing when the call fails.
 */
export function createCashout(deps: CashoutDeps): CashoutModule & { dispose(): void } {
  const { http } = deps;
  const stores = keyedRecord<WritableAtom<CashoutState>>();
  const events = createEmitter<CashoutEvents>();
  const keyOf = (betId: number | string) => String(betId);

  const storeOf = (betId: number | string): WritableAtom<CashoutState> => {
    const key = keyOf(betId);
    const existing = stores[key];
    if (existing) return existing;
    const store = atom<CashoutState>(INITIAL);
    stores[key] = store;
    onMount(store, () => follow(betId));
    return store;
  };
  const patch = (betId: number | string, change: Partial<CashoutState>) => {
    const store = storeOf(betId);
    store.set({ ...store.get(), ...change });
  };
  const offer = (value: number | null, running = true) => ({
    value,
    suspended: running && value === null,
  });

  /** While a bet's store is watched: its My Bets row (or a quote) gives the value. */
  function follow(betId: number | string): () => void {
    const myBets = deps.myBets();
    if (!myBets) {
      void refreshValue(betId);
      return () => {};
    }
    return myBets.$myBets.subscribe(({ bets }) => {
      const row = bets.find((bet) => keyOf(bet.betId) === keyOf(betId));
      if (!row) return;
      const running = row.status === BetStatus.Accepted;
      patch(betId, {
        ...offer(running ? (row.cashoutValue ?? null) : null, running),
        openStake: row.openStake ?? row.amount,
      });
    });
  }

  async function refreshValue(betId: number | string): Promise<void> {
    if (!deps.isLoggedIn()) return;
    try {
      const { data } = await http.post(
        'sportsbook/cashout/quote',
        { betId },
        {
          ...SB,
          schema: cashoutQuoteSchema,
        },
      );
      patch(betId, { ...offer(data.value), openStake: data.openStake });
    } catch {
      // The store keeps what it showed; a push or the next My Bets load brings the value.
    }
  }

  const stopPushes = deps.subscribePushes((push) => {
    const store = stores[keyOf(push.betId)];
    // A push moves the offer; a failure it made stale (a changed value) goes with it.
    if (store) store.set({ ...store.get(), ...offer(push.value), failure: null });
  });
  // Another player must never see this one's offers.
  const stopIdentity = deps.$identity.listen(() => {
    for (const store of Object.values(stores)) store.set(INITIAL);
  });

  async function cashOut(
    betId: number | string,
    options: { amount?: number } = {},
  ): Promise<CashoutResult> {
    if (!deps.isLoggedIn())
      return { ok: false, reason: 'not-logged-in', message: { key: 'errors.notLoggedIn' } };
    const store = storeOf(betId);
    const before = store.get();
    if (before.inProgress) return { ok: false, reason: 'busy' };
    const seen = before.value;
    if (seen === null) {
      const message = { key: before.suspended ? 'cashout.suspended' : 'cashout.noValue' } as const;
      return before.suspended
        ? { ok: false, reason: 'suspended', message }
        : { ok: false, reason: 'invalid', message };
    }
    const amount = options.amount ?? seen;
    if (!Number.isFinite(amount) || amount <= 0 || amount > seen)
      return { ok: false, reason: 'invalid', message: { key: 'cashout.invalidAmount' } };

    store.set({ ...before, inProgress: true, failure: null });
    const settle = (change: Partial<CashoutState>) =>
      store.set({ ...store.get(), ...change, inProgress: false });
    try {
      const { data, message } = await http.post(
        'sportsbook/cashout',
        {
          betId,
          value: seen,
          amount,
          accept: deps.acceptChange(),
        },
        { ...SB, schema: cashoutPaidSchema },
      );
      const full = data.openStake === 0;
      settle({ ...offer(data.value, !full), openStake: data.openStake, failure: null });
      events.emit('cashedOut', { betId, paid: data.paid, full });
      void deps.refreshBalance();
      void deps.myBets()?.refresh();
      deps.reloadBetHistory();
      return { ok: true, paid: data.paid, full, value: data.value, message };
    } catch (error) {
      return refused(error, seen, settle);
    }
  }

  /** A failed cash-out leaves the bet as it was; the answer's current value is taken. */
  function refused(
    error: unknown,
    seen: number,
    settle: (change: Partial<CashoutState>) => void,
  ): CashoutResult {
    const siteError = toSiteError(error);
    const message = errorText(siteError);
    const current = v.safeParse(cashoutRefusalSchema, siteError.data);
    if (siteError.code === 'server' && current.success) {
      const value = current.output.value;
      if (value === null) {
        settle({ ...offer(null), failure: { reason: 'suspended', message } });
        return { ok: false, reason: 'suspended', message };
      }
      if (value !== seen) {
        settle({ ...offer(value), failure: { reason: 'value-changed', message } });
        return { ok: false, reason: 'value-changed', value, message };
      }
    }
    settle({ failure: { reason: 'failed', message } });
    // No answer (timeout, cut connection): the server may have paid; My Bets tells.
    if (siteError.code === 'timeout' || siteError.code === 'network') {
      void deps.myBets()?.refresh();
      void deps.refreshBalance();
    }
    return { ok: false, reason: 'failed', message };
  }

  return {
    bet: (betId) => storeOf(betId),
    cashOut,
    refreshValue,
    on: events.on,
    dispose() {
      stopPushes();
      stopIdentity();
    },
  };
}
