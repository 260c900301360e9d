import type { ReadableAtom } from 'nanostores';
import type { DisplayText } from '../../kernel/i18n/message-keys';

/** The player's odds-change choice (the bet slip's), read when a cash-out is sent. */
export type OddsChangeChoice = 'any' | 'higher' | 'none';

/** Why the last cash-out of a bet did not go through. */
export type CashoutFailureReason = 'value-changed' | 'suspended' | 'failed';

export interface CashoutFailure {
  reason: CashoutFailureReason;
  message: DisplayText;
}

/** One running bet's cash-out, as My Bets shows it. */
export interface CashoutState {
  /** What the whole open stake is worth now; null when nothing is on offer. */
  value: number | null;
  /** The stake still running (after partial cash-outs); null until known. */
  openStake: number | null;
  /** No value on offer while the bet runs (a leg suspended or locked). */
  suspended: boolean;
  /** A cash-out of this bet is on its way. */
  inProgress: boolean;
  /**
   * The last attempt's failure until the next attempt. `value-changed` carries the new value
   * in `value`: the player confirms it by cashing out again.
   */
  failure: CashoutFailure | null;
}

/**
 * A cash-out's outcome (the one result shape; never rejects). `value-changed`: the server's
 * value moved and the player's choice does not take it; `value` is the new one, nothing was
 * paid. `suspended`: nothing on offer now. `busy`: this bet's cash-out is already on its way.
 * `invalid`: no value known, or an amount of nothing or above the value. `failed`: refused
 * or no answer (500, `success: false`, timeout, network); the bet is as it was, the message
 * says why (after a timeout the server may still act: My Bets reloads).
 */
export type CashoutResult =
  | {
      ok: true;
      /** The money credited. */
      paid: number;
      /** The whole open stake was cashed out (bet status Cashout 5). */
      full: boolean;
      /** The value of what still runs after a part; null after a full cash-out. */
      value: number | null;
      message: string | undefined;
    }
  | { ok: false; reason: 'value-changed'; value: number; message: DisplayText }
  | { ok: false; reason: 'suspended' | 'failed'; message: DisplayText }
  | { ok: false; reason: 'busy' | 'invalid' | 'not-logged-in'; message?: DisplayText };

export interface CashedOutEvent {
  betId: number | string;
  paid: number;
  full: boolean;
}

export interface CashoutEvents extends Record<string, unknown> {
  /** A cash-out was paid (My Bets and the bet history reload by themselves). */
  cashedOut: CashedOutEvent;
}

/** `site.cashout` (extension, docs/cashout.md). */
export interface CashoutModule {
  /**
   * The cash-out state of one bet: seeded from My Bets (or a quote when My Bets is not
   * composed) while watched, then moved by the server's `cashoutChanged` pushes.
   */
  bet(betId: number | string): ReadableAtom<CashoutState>;
  /**
   * Cashes out the bet at the value its store shows: all of it, or `amount` of it (money, at
   * most the value). One at a time per bet. See `CashoutResult`.
   */
  cashOut(betId: number | string, options?: { amount?: number }): Promise<CashoutResult>;
  /** Asks the server for the bet's value again (`sportsbook/cashout/quote`). */
  refreshValue(betId: number | string): Promise<void>;
  on<K extends keyof CashoutEvents>(
    event: K,
    handler: (payload: CashoutEvents[K]) => void,
  ): () => void;
}
