import type { SportDef } from '../catalog/sports';
import { type Rng, round2 } from '../kit/random';
import type { EventMarkets, MarketKey, Odd, PickKey, SbEvent } from './world.types';

/** Bookmaker margin applied to fair probabilities. */
const MARGIN = 1.06;
export const MIN_RATE = 1.01;
export const MAX_RATE = 51;

/** Rates from probabilities, with margin, clamped to what a sportsbook would show. */
export function rateFor(probability: number): number {
  return clampRate(round2(1 / (Math.max(probability, 0.0001) * MARGIN)));
}

export function clampRate(rate: number): number {
  return Math.min(MAX_RATE, Math.max(MIN_RATE, rate));
}

/** Draw chance by sport: football-like sports draw often, basketball rarely. */
function drawProbability(sport: SportDef, rng: Rng): number {
  if (!sport.hasDraw) return 0;
  if (sport.id === 2) return rng.float(0.03, 0.06);
  if (sport.id === 6) return rng.float(0.06, 0.1);
  return rng.float(0.2, 0.3);
}

/**
 * Builds the three markets of an event. `nextOddId` hands out ids; `register` records each odd
 * so it can be found by id (bet slip, simulator) even after the event is over.
 */
export function buildMarkets(
  event: SbEvent,
  rng: Rng,
  nextOddId: () => number,
  register: (odd: Odd) => void,
): EventMarkets {
  const make = (market: MarketKey, pick: PickKey, probability: number): Odd => {
    const odd: Odd = { id: nextOddId(), event, market, pick, rate: rateFor(probability) };
    register(odd);
    return odd;
  };
  const draw = drawProbability(event.sport, rng);
  const home = event.homeStrength * (1 - draw);
  const away = (1 - event.homeStrength) * (1 - draw);

  const winner = {
    odd1: make('winner', '1', home),
    oddX: event.sport.hasDraw ? make('winner', 'X', draw) : null,
    odd2: make('winner', '2', away),
  };
  const doubleChance = event.sport.hasDraw
    ? {
        odd1X: make('doubleChance', '1X', home + draw),
        odd12: make('doubleChance', '12', home + away),
        oddX2: make('doubleChance', 'X2', draw + away),
      }
    : null;
  const over = rng.float(0.35, 0.65);
  const totalGoal = rng.chance(0.05)
    ? null
    : {
        line: event.sport.totals.line,
        under: make('totalGoal', 'under', 1 - over),
        over: make('totalGoal', 'over', over),
      };
  return { winner, doubleChance, totalGoal };
}

/** Every odd of an event, for indexing and the simulator. */
export function oddsOf(markets: EventMarkets): Odd[] {
  const list: (Odd | null)[] = [markets.winner.odd1, markets.winner.oddX, markets.winner.odd2];
  if (markets.doubleChance)
    list.push(markets.doubleChance.odd1X, markets.doubleChance.odd12, markets.doubleChance.oddX2);
  if (markets.totalGoal) list.push(markets.totalGoal.under, markets.totalGoal.over);
  for (const market of markets.extra ?? []) list.push(...market.odds);
  return list.filter((odd): odd is Odd => odd !== null);
}
