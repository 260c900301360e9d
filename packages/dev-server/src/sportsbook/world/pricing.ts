import type { SportDef } from '../catalog/sports';
import { round2 } from '../kit/random';
import { matchStateAt } from './match-state';
import type { Odd, SbEvent } from './world.types';

/**
 * The book's margin on every market: a market's 1/odds add up to about this (1X2 and two-way
 * markets 1.065; the simulator's ±1.2% noise keeps them within about 1.05–1.08).
 */
export const MARGIN = 1.065;
export const MIN_RATE = 1.01;
export const MAX_RATE = 51;

/** Fair chances of an event's main markets: 1 / X / 2 (they sum to 1) and over the total line. */
export interface Chances {
  home: number;
  draw: number;
  away: number;
  over: number;
}

export function clampRate(rate: number): number {
  return Math.min(MAX_RATE, Math.max(MIN_RATE, rate));
}

/** A rate from a fair chance, with margin, clamped to what a sportsbook shows. */
export function rateFor(probability: number): number {
  return clampRate(round2(1 / (Math.max(probability, 0.0001) * MARGIN)));
}

const poissonTerms = (lambda: number, upTo: number): number[] => {
  const terms: number[] = [Math.exp(-lambda)];
  for (let k = 1; k <= upTo; k++) terms.push(((terms[k - 1] ?? 0) * lambda) / k);
  return terms;
};

/** P(X ≤ x) of a normal distribution (Abramowitz–Stegun erf). */
function normalAtMost(x: number, mean: number, sd: number): number {
  if (sd <= 0) return x >= mean ? 1 : 0;
  const z = (x - mean) / (sd * Math.SQRT2);
  const t = 1 / (1 + 0.3275911 * Math.abs(z));
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return 0.5 * (1 + (z >= 0 ? erf : -erf));
}

/**
 * A timed sport (football, basketball…): what is left to score is Poisson, each side by its
 * strength; the final margin is the current one plus the difference. Goal sports are summed
 * exactly; high-scoring ones (points of 1–3) use the normal approximation.
 */
function timedChances(
  sport: SportDef & { model: { kind: 'timed' } },
  strength: number,
  score: { home: number; away: number; total: number },
  remaining: number,
  line: number,
): Chances {
  const model = sport.model;
  const moments = model.scoringMoments * remaining;
  const values = model.pointValues;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const square = values.reduce((sum, value) => sum + value * value, 0) / values.length;
  const lead = score.home - score.away;
  let home: number;
  let draw: number;
  let over: number;
  if (moments < 25 && mean === 1) {
    const upTo = Math.ceil(moments + 10 * Math.sqrt(moments + 1)) + 5;
    const homeGoals = poissonTerms(moments * strength, upTo);
    const awayGoals = poissonTerms(moments * (1 - strength), upTo);
    home = 0;
    draw = 0;
    homeGoals.forEach((ph, h) => {
      awayGoals.forEach((pa, a) => {
        const margin = lead + h - a;
        if (margin > 0) home += ph * pa;
        else if (margin === 0) draw += ph * pa;
      });
    });
    const left = Math.floor(line - score.total);
    over = left < 0 ? 1 : 1 - poissonTerms(moments, left).reduce((sum, p) => sum + p, 0);
  } else {
    const diffMean = lead + moments * (2 * strength - 1) * mean;
    const sd = Math.sqrt(moments * square);
    const awayOrDraw = normalAtMost(0.5, diffMean, sd);
    const awayWins = normalAtMost(-0.5, diffMean, sd);
    home = 1 - awayOrDraw;
    draw = awayOrDraw - awayWins;
    over = 1 - normalAtMost(line - score.total, moments * mean, sd);
  }
  if (!sport.hasDraw) {
    // No draw: a level match goes on until one side wins, mostly the stronger one.
    home += draw * strength;
    draw = 0;
  }
  const away = Math.max(0, 1 - home - draw);
  return { home, draw, away, over: Math.min(1, Math.max(0, over)) };
}

/** A set sport: each remaining set won with the side's strength, until one side has enough. */
function setChances(setsToWin: number, strength: number, home: number, away: number): number {
  const memo = new Map<string, number>();
  const win = (h: number, a: number): number => {
    if (h >= setsToWin) return 1;
    if (a >= setsToWin) return 0;
    const key = `${h}:${a}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const chance = strength * win(h + 1, a) + (1 - strength) * win(h, a + 1);
    memo.set(key, chance);
    return chance;
  };
  return win(home, away);
}

/**
 * The fair chances of a live event at `now`, from its score, the time left and the sides'
 * strengths: a side 4-1 up at 88' is the clear favourite, a level match near the end is
 * mostly a draw. Set sports follow sets won; their total stays the pre-match estimate.
 */
export function liveChances(event: SbEvent, now: number): Chances {
  const { sport } = event;
  if (!event.timeline) return event.chances;
  const state = matchStateAt(sport.model, event.timeline, now - event.kickoff);
  if (sport.model.kind === 'timed') {
    return timedChances(
      sport as SportDef & { model: { kind: 'timed' } },
      event.homeStrength,
      state,
      state.remaining,
      sport.totals.line,
    );
  }
  const home = setChances(sport.model.setsToWin, event.homeStrength, state.home, state.away);
  return { home, draw: 0, away: 1 - home, over: event.chances.over };
}

/** The chances that price the event now: live ones once it has kicked off. */
export function currentChances(event: SbEvent, now: number): Chances {
  return event.phase === 'live' ? liveChances(event, now) : event.chances;
}

/** The fair chance of one odd of the main markets under `chances`. */
export function chanceOf(odd: Pick<Odd, 'market' | 'pick'>, chances: Chances): number | null {
  const { home, draw, away, over } = chances;
  switch (odd.pick) {
    case '1':
      return home;
    case 'X':
      return draw;
    case '2':
      return away;
    case '1X':
      return home + draw;
    case '12':
      return home + away;
    case 'X2':
      return draw + away;
    case 'over':
      return over;
    case 'under':
      return 1 - over;
    default:
      return null;
  }
}

/**
 * The rate an odd should show now: the model's price for the main markets (live ones follow
 * the score and the clock), the price it was offered at for the match page's further markets.
 */
export function targetRate(odd: Odd, now: number): number {
  const chance = chanceOf(odd, currentChances(odd.event, now));
  return chance === null ? (odd.anchor ?? odd.rate) : rateFor(chance);
}
