/**
 * A small seeded PRNG (mulberry32). Every piece of generated data and every probabilistic fault
 * draws from one of these, so the same seed gives the same server.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A string of `length` decimal digits (leading zeros allowed), e.g. an SMS code. */
  digits(length: number): string;
  /** A new independent generator derived from this one, so domains do not disturb each other. */
  fork(label: string): Random;
}

/** mulberry32: tiny, fast and good enough for demo data; floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick() needs a non-empty list');
      return item;
    },
    digits(length: number): string {
      let out = '';
      for (let i = 0; i < length; i++) out += String(int(0, 9));
      return out;
    },
    fork(label: string): Random {
      return createRandom(seed ^ hashString(label));
    },
  };
}

/** FNV-1a: a stable 32-bit hash, used to derive seeds and content hashes. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
