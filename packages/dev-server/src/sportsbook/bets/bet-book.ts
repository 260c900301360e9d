import { round2 } from '../kit/random';
import { oddResult } from '../world/settlement';
import type { Odd } from '../world/world.types';

/** Bet status and selection result enumerations of spec 001 section 3. */
export const BetStatus = { Accepted: 1, Returned: 2, Lost: 3, Won: 4, Cashout: 5 } as const;
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];
export const SelectionResult = { Correct: 1, Wrong: 2, Pending: 3, Cancelled: 4 } as const;
export type SelectionResult = (typeof SelectionResult)[keyof typeof SelectionResult];

export interface PlacedSelection {
  odd: Odd;
  /** The rate the bet was accepted at. */
  rate: number;
  result: SelectionResult;
}

export interface PlacedBet {
  id: number;
  username: string;
  /** 1 single, 2 multiple. */
  type: 1 | 2;
  amount: number;
  totalRate: number;
  possibleWin: number;
  selections: PlacedSelection[];
  placedAt: number;
  settledAt: number | null;
  status: BetStatus;
}

/** How the dev control may settle a running bet. */
export type ForcedSettlement =
  | typeof BetStatus.Won
  | typeof BetStatus.Lost
  | typeof BetStatus.Returned;

const FORCED_RESULT: Record<ForcedSettlement, SelectionResult> = {
  [BetStatus.Won]: SelectionResult.Correct,
  [BetStatus.Lost]: SelectionResult.Wrong,
  [BetStatus.Returned]: SelectionResult.Cancelled,
};

export interface SettledBet {
  bet: PlacedBet;
  won: boolean;
}

/**
 * Accepted bets and their settlement from the matches' own results (world/settlement.ts): a
 * selection is decided when its match has ended, never before; a bet is lost as soon as one
 * selection loses and won when every selection has won. The same pick settles the same way in
 * every bet.
 */
export interface BetBook {
  place(
    username: string,
    type: 1 | 2,
    amount: number,
    odds: readonly Odd[],
    now: number,
  ): PlacedBet;
  /** Settles every bet that is due; the caller pays out and notifies. */
  settleDue(now: number): SettledBet[];
  /**
   * Settles one running bet now as won, lost or returned, whatever its matches do (the dev
   * control, for tests and demos); null when no such bet is running. The caller pays out.
   */
  settleNow(betId: number, status: ForcedSettlement, now: number): PlacedBet | null;
  ofPlayer(username: string): PlacedBet[];
}

export function createBetBook(): BetBook {
  const bets: PlacedBet[] = [];
  let lastId = 7_300_000;
  return {
    place(username, type, amount, odds, now) {
      const totalRate = round2(odds.reduce((product, odd) => product * odd.rate, 1));
      const bet: PlacedBet = {
        id: ++lastId,
        username,
        type,
        amount,
        totalRate,
        possibleWin: round2(amount * totalRate),
        selections: odds.map((odd) => ({ odd, rate: odd.rate, result: SelectionResult.Pending })),
        placedAt: now,
        settledAt: null,
        status: BetStatus.Accepted,
      };
      bets.push(bet);
      return bet;
    },
    settleDue(now) {
      const settled: SettledBet[] = [];
      for (const bet of bets) {
        if (bet.status !== BetStatus.Accepted) continue;
        for (const selection of bet.selections) {
          if (selection.result !== SelectionResult.Pending) continue;
          const result = oddResult(selection.odd, now);
          if (result !== null)
            selection.result = result === 'won' ? SelectionResult.Correct : SelectionResult.Wrong;
        }
        const lost = bet.selections.some((item) => item.result === SelectionResult.Wrong);
        const won = bet.selections.every((item) => item.result === SelectionResult.Correct);
        if (!lost && !won) continue;
        bet.status = won ? BetStatus.Won : BetStatus.Lost;
        bet.settledAt = now;
        settled.push({ bet, won });
      }
      return settled;
    },
    settleNow(betId, status, now) {
      const bet = bets.find((item) => item.id === betId);
      if (!bet || bet.status !== BetStatus.Accepted) return null;
      for (const selection of bet.selections)
        if (selection.result === SelectionResult.Pending) selection.result = FORCED_RESULT[status];
      bet.status = status;
      bet.settledAt = now;
      return bet;
    },
    ofPlayer: (username) => bets.filter((bet) => bet.username === username).reverse(),
  };
}
