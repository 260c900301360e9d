import { type BetBook, BetStatus, type PlacedBet } from '../bets/bet-book';
import { round2 } from '../kit/random';
import { cashoutValue } from './cashout-value';

/** Which changed value a cash-out request takes instead of being refused (extension). */
export type CashoutAccept = 'none' | 'higher' | 'any';

export interface CashoutRequest {
  /** The value of the whole open stake the player saw. */
  seen: number;
  /** The money wanted now; the whole seen value cashes the bet out in full. */
  amount: number;
  accept: CashoutAccept;
}

export type CashoutDecision =
  | { kind: 'not-running' }
  | { kind: 'suspended' }
  | { kind: 'changed'; value: number }
  | { kind: 'too-much' }
  | { kind: 'too-small' }
  | { kind: 'pay'; stake: number; paid: number };

/** A `cashoutChanged` push for the bet's owner. */
export interface CashoutPush {
  username: string;
  betId: number;
  value: number | null;
}

export interface CashoutDesk {
  /**
   * The cash-out rules: a running bet, a value on offer, the seen value equal to the current
   * one to the kuruş (or a change the request accepts), an amount above zero and not above the
   * seen value. A part takes the same share of the open stake and of the current value.
   */
  decide(bet: PlacedBet, request: CashoutRequest, now: number): CashoutDecision;
  /** Counts one `sportsbook/cashout` call naming the bet (tests: a double click sends one). */
  countCall(betId: number): void;
  countSettled(betId: number): void;
  stats(betId: number): { calls: number; settled: number };
  /**
   * Values that changed since last told, for every running bet, and a final null for a bet
   * that stopped running; remembers what it returns.
   */
  changes(now: number): CashoutPush[];
}

export function createCashoutDesk(bets: BetBook): CashoutDesk {
  const calls = new Map<number, number>();
  const settled = new Map<number, number>();
  const told = new Map<number, { username: string; value: number | null }>();
  const bump = (counts: Map<number, number>, betId: number) =>
    counts.set(betId, (counts.get(betId) ?? 0) + 1);

  return {
    decide(bet, request, now) {
      if (bet.status !== BetStatus.Accepted || bet.openStake <= 0) return { kind: 'not-running' };
      const value = cashoutValue(bet, now);
      if (value === null) return { kind: 'suspended' };
      const accepted =
        value === request.seen ||
        request.accept === 'any' ||
        (request.accept === 'higher' && value > request.seen);
      if (!accepted) return { kind: 'changed', value };
      if (request.amount > request.seen) return { kind: 'too-much' };
      if (request.amount >= request.seen) return { kind: 'pay', stake: bet.openStake, paid: value };
      const share = request.amount / request.seen;
      const stake = round2(bet.openStake * share);
      const paid = round2(value * share);
      if (stake <= 0 || paid <= 0) return { kind: 'too-small' };
      if (stake >= bet.openStake) return { kind: 'pay', stake: bet.openStake, paid: value };
      return { kind: 'pay', stake, paid };
    },
    countCall: (betId) => bump(calls, betId),
    countSettled: (betId) => bump(settled, betId),
    stats: (betId) => ({ calls: calls.get(betId) ?? 0, settled: settled.get(betId) ?? 0 }),
    changes(now) {
      const pushes: CashoutPush[] = [];
      const running = new Set<number>();
      for (const bet of bets.running()) {
        running.add(bet.id);
        const value = cashoutValue(bet, now);
        const last = told.get(bet.id);
        if (last && last.value === value) continue;
        told.set(bet.id, { username: bet.username, value });
        pushes.push({ username: bet.username, betId: bet.id, value });
      }
      for (const [betId, last] of told) {
        if (running.has(betId)) continue;
        told.delete(betId);
        if (last.value !== null) pushes.push({ username: last.username, betId, value: null });
      }
      return pushes;
    },
  };
}
