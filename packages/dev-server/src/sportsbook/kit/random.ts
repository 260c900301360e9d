import { mulberry32 } from '../../support/random';

/**
 * Helpers over a `random()` in [0, 1). The domain factories receive one seeded `random` and
 * derive independent generators from it (data, simulator, settlement), so that one consumer
 * drawing more numbers does not change what another one sees.
 */
export type RandomSource = () => number;

export interface Rng {
  next: RandomSource;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new shuffled copy. */
  shuffled<T>(items: readonly T[]): T[];
}

/** A seeded generator on the server's shared mulberry32. */
export function seeded(seed: number): Rng {
  return wrap(mulberry32(seed));
}

/** Derives an independent generator by drawing one seed from `source`. */
export function fork(source: RandomSource): Rng {
  return seeded(Math.floor(source() * 4294967296));
}

function wrap(next: RandomSource): Rng {
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick() needs a non-empty list');
      return item;
    },
    shuffled<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        const a = copy[i] as T;
        copy[i] = copy[j] as T;
        copy[j] = a;
      }
      return copy;
    },
  };
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
