import type { Identity } from '../sportsbook.deps';

export interface SlipEntry {
  oddId: number;
  /** Single stake, set by calculate type 1. */
  amount: number;
  /** The rate the user last saw (on toggle, slip load, calculate or a refused bet). */
  seenRate: number;
  isLive: boolean;
}

export interface Slip {
  /** In the order the odds were added. */
  entries: Map<number, SlipEntry>;
  /** Multiple stake, set by calculate type 2. */
  multipleAmount: number;
}

/** One bet slip per identity: players by username, visitors by their anonymous token. */
export interface BetSlips {
  of(identity: Identity): Slip;
}

export const MAX_SELECTIONS = 20;

export function createBetSlips(): BetSlips {
  const slips = new Map<string, Slip>();
  return {
    of(identity) {
      const key =
        identity.kind === 'player' ? `player:${identity.username}` : `anonymous:${identity.token}`;
      let slip = slips.get(key);
      if (!slip) {
        slip = { entries: new Map(), multipleAmount: 0 };
        slips.set(key, slip);
      }
      return slip;
    },
  };
}
