import { type Locale, localize } from '../kit/localized';
import { round2 } from '../kit/random';
import { utcStamp } from '../kit/text';
import { marketNames, pickNames, sbMessages } from '../sportsbook.messages';
import type { World } from '../world/world';
import { eventName, type Odd } from '../world/world.types';
import type { Slip } from './bet-slips';
import {
  availabilityProblem,
  describeSelectionProblem,
  rateProblem,
  type SelectionProblem,
  sameEventOdds,
} from './selection-problems';

export interface SlipOddView {
  oddId: number;
  eventName: string;
  marketName: string;
  oddName: string;
  rate: number;
  amount: number;
  possibleWin: number;
  /** Why the odd needs attention (suspended, ended, changed, clashing); null when fine. */
  message: string | null;
  // Extensions
  eventId: number;
  sportId: number;
  isLive: boolean;
  eventDate: string;
}

export interface MultipleBetView {
  amount: number;
  betAmount: number;
  totalRate: number;
  possibleWin: number;
  eventCount: number;
}

export interface SlipView {
  oddList: SlipOddView[];
  /** Slip-wide alert; null when there is nothing to say. */
  message: string | null;
  /** Null while fewer than two odds are on the slip (a multiple needs two). */
  multipleBet: MultipleBetView | null;
}

export function marketName(odd: Odd, locale: Locale): string {
  if (odd.label) return localize(odd.label.market, locale);
  if (odd.market === 'extra') return '';
  return odd.market === 'totalGoal'
    ? localize(odd.event.sport.totals.market, locale)
    : localize(marketNames[odd.market], locale);
}

export function oddName(odd: Odd, locale: Locale): string {
  if (odd.label) return localize(odd.label.pick, locale);
  if (odd.pick === 'extra') return '';
  return localize(pickNames[odd.pick], locale, {
    line: odd.event.markets.totalGoal?.line ?? odd.event.sport.totals.line,
  });
}

export function slipOdds(slip: Slip, world: World): Odd[] {
  return [...slip.entries.keys()]
    .map((id) => world.odd(id))
    .filter((odd): odd is Odd => odd !== undefined);
}

export function productOfRates(odds: readonly Odd[]): number {
  return round2(odds.reduce((product, odd) => product * odd.rate, 1));
}

/**
 * GET sportsbook/betslip. Showing the slip is also the moment the user sees the current rates,
 * so each odd's seen rate moves to the current one after its "changed" message is produced.
 */
export function viewSlip(slip: Slip, world: World, now: number, locale: Locale): SlipView {
  const odds = slipOdds(slip, world);
  const clashing = sameEventOdds(odds);
  const oddList = odds.map((odd): SlipOddView => {
    const entry = slip.entries.get(odd.id);
    const seenRate = entry?.seenRate ?? odd.rate;
    const amount = entry?.amount ?? 0;
    const problem: SelectionProblem | null =
      availabilityProblem(odd, now) ??
      rateProblem(odd, seenRate) ??
      (odds.length > 1 && clashing.has(odd.id) ? { kind: 'sameEvent' } : null);
    if (entry) entry.seenRate = odd.rate;
    return {
      oddId: odd.id,
      eventName: eventName(odd.event),
      marketName: marketName(odd, locale),
      oddName: oddName(odd, locale),
      rate: odd.rate,
      amount,
      possibleWin: round2(amount * odd.rate),
      message: problem ? describeSelectionProblem(problem, locale) : null,
      eventId: odd.event.id,
      sportId: odd.event.sport.id,
      isLive: odd.event.phase !== 'prematch',
      eventDate: utcStamp(odd.event.kickoff),
    };
  });
  const totalRate = productOfRates(odds);
  return {
    oddList,
    message: oddList.some((odd) => odd.message !== null)
      ? localize(sbMessages.slipNeedsReview, locale)
      : null,
    multipleBet:
      odds.length > 1
        ? {
            amount: slip.multipleAmount,
            betAmount: slip.multipleAmount,
            totalRate,
            possibleWin: round2(slip.multipleAmount * totalRate),
            eventCount: new Set(odds.map((odd) => odd.event.id)).size,
          }
        : null,
  };
}
