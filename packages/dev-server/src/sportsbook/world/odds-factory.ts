import type { SportDef } from '../catalog/sports';
import type { Rng } from '../kit/random';
import { type Chances, rateFor } from './pricing';
import type { EventMarkets, MarketKey, Odd, PickKey, SbEvent } from './world.types';

export { clampRate, MAX_RATE, MIN_RATE, rateFor } from './pricing';

/** Draw chance by sport: football-like sports draw often, handball less, some never. */
function drawProbability(sport: SportDef, rng: Rng): number {
  if (!sport.hasDraw) return 0;
  if (sport.id === 6) return rng.float(0.06, 0.1);
  return rng.float(0.2, 0.3);
}

/** An event's pre-match chances: the home side's strength, the sport's draw rate, a total. */
export function prematchChances(sport: SportDef, homeStrength: number, rng: Rng): Chances {
  const draw = drawProbability(sport, rng);
  return {
    home: homeStrength * (1 - draw),
    draw,
    away: (1 - homeStrength) * (1 - draw),
    over: rng.float(0.35, 0.65),
  };
}

/**
 * Builds the three markets of an event from its chances. `nextOddId` hands out ids; `register`
 * records each odd so it can be found by id (bet slip, simulator) even after the event is over.
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
  const { home, draw, away, over } = event.chances;
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

/** Markets the match page lists for the event: the "+N" of the lists (the same count). */
export function marketCount(event: SbEvent): number {
  const { winner, doubleChance, totalGoal } = event.markets;
  const main = (winner ? 1 : 0) + (doubleChance ? 1 : 0) + (totalGoal ? 1 : 0);
  return main + extraMarketCount(event.sport);
}

/** How many further markets `buildExtraMarkets` gives a sport (football 9, the others 5). */
export function extraMarketCount(sport: SportDef): number {
  return sport.id === 1 ? 9 : 5;
}
