import { type Rng, round2 } from '../kit/random';
import type { Odd } from '../world/world.types';

/** Bet status and selection result enumerations of spec 001 section 3. */
export const BetStatus = { Accepted: 1, Lost: 3, Won: 4 } as const;
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];
export const SelectionResult = { Correct: 1, Wrong: 2, Pending: 3 } as const;
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
  settleAt: number;
  settledAt: number | null;
  status: BetStatus;
}

export interface SettledBet {
  bet: PlacedBet;
  won: boolean;
}

/**
 * Accepted bets and their settlement. Bets settle a fixed time after placement (not when the
 * matches end, which for prematch bets could be days away): a win is drawn with the probability
 * the odds imply, minus a margin.
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
  ofPlayer(username: string): PlacedBet[];
}

export function createBetBook(rng: Rng, settleAfterMs: number): BetBook {
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
        settleAt: now + settleAfterMs,
        settledAt: null,
        status: BetStatus.Accepted,
      };
      bets.push(bet);
      return bet;
    },
    settleDue(now) {
      const settled: SettledBet[] = [];
      for (const bet of bets) {
        if (bet.status !== BetStatus.Accepted || bet.settleAt > now) continue;
        const won = rng.chance(0.94 / bet.totalRate);
        bet.status = won ? BetStatus.Won : BetStatus.Lost;
        bet.settledAt = bet.settleAt;
        const wrong = won ? -1 : rng.int(0, bet.selections.length - 1);
        bet.selections.forEach((selection, index) => {
          selection.result = index === wrong ? SelectionResult.Wrong : SelectionResult.Correct;
        });
        settled.push({ bet, won });
      }
      return settled;
    },
    ofPlayer: (username) => bets.filter((bet) => bet.username === username).reverse(),
  };
}
