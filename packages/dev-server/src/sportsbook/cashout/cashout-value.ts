import { BetStatus, type PlacedBet, SelectionResult } from '../bets/bet-book';
import { round2 } from '../kit/random';
import { eventStatus } from '../world/world.types';

/** The house's share of a cash-out (extension): 5% under the fair value. */
export const CASHOUT_MARGIN = 0.05;

/**
 * What the bet's open stake is worth now (extension, docs/api-sportsbook-casino.md):
 * `openStake × totalRate ÷ current total rate × (1 − margin)`, rounded to the kuruş, where the
 * current total multiplies the live rates of the legs still pending (a won leg counts as 1).
 * null when nothing can be offered: the bet is not running, or a pending leg's match is
 * suspended, locked or over but not yet settled.
 */
export function cashoutValue(bet: PlacedBet, now: number): number | null {
  if (bet.status !== BetStatus.Accepted || bet.openStake <= 0) return null;
  let current = 1;
  for (const selection of bet.selections) {
    if (selection.result === SelectionResult.Correct) continue;
    if (selection.result !== SelectionResult.Pending) return null;
    if (eventStatus(selection.odd.event, now) !== 'O') return null;
    current *= selection.odd.rate;
  }
  return round2(((bet.openStake * bet.totalRate) / current) * (1 - CASHOUT_MARGIN));
}
