import type { Rng } from '../../sportsbook/kit/random';
import { round2 } from '../../sportsbook/kit/random';

/** Symbols and what three of a kind pays (× stake). Only triples pay: RTP about 95%. */
const SYMBOLS = [
  { symbol: '🍒', pays: 5 },
  { symbol: '🍋', pays: 10 },
  { symbol: '🔔', pays: 15 },
  { symbol: '⭐', pays: 25 },
  { symbol: '7️⃣', pays: 50 },
  { symbol: '💎', pays: 100 },
] as const;

export interface SpinOutcome {
  reels: string[];
  win: number;
}

export function spin(rng: Rng, stake: number): SpinOutcome {
  const picks = [rng.pick(SYMBOLS), rng.pick(SYMBOLS), rng.pick(SYMBOLS)];
  const [first] = picks;
  const triple = first !== undefined && picks.every((pick) => pick.symbol === first.symbol);
  return {
    reels: picks.map((pick) => pick.symbol),
    win: triple && first ? round2(stake * first.pays) : 0,
  };
}
