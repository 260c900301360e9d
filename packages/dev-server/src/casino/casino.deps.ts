import type { Context } from 'hono';
import type { Locale } from '../sportsbook/kit/localized';
import type { Identity } from '../sportsbook/sportsbook.deps';

export type { Identity };

/**
 * Everything the casino routes need from the rest of the dev server. The app that mounts the
 * routes supplies these; tests supply fakes.
 */
export interface CasinoDeps {
  /** Injectable clock (epoch ms): jackpot values and the Egypt quest follow it. */
  now(): number;
  /** Seeded PRNG in [0, 1). Drawn from only while the factory runs (to seed its own generators). */
  random(): number;
  /** The request's language, from `x-locale`, default tr. */
  locale(c: Context): Locale;
  /** The bearer token's owner; `null` answers HTTP 401. */
  identify(c: Context): Identity | null;
  /** The stand-in game pages take stakes and pay wins through this. */
  balance: {
    get(username: string): number;
    /** Returns false (and changes nothing) when the balance is too low. */
    debit(username: string, amount: number): boolean;
    credit(username: string, amount: number): void;
  };
  /** Extension (player protection): why this player may not play now, or null. */
  playRefusal?(username: string, locale: Locale): { message: string; data: object } | null;
  /** Called for each stake taken and each win paid on a game page (game history); optional. */
  recordRound?(round: {
    username: string;
    roundId: string;
    gameCode: string;
    gameName: string;
    providerName: string;
    winOrBet: 1 | 2;
    amount: number;
  }): void;
}

export interface CasinoOptions {
  /**
   * Where a browser reaches the mounted casino routes, used in launch URLs and image URLs.
   * Default '/api/' (root-relative: works through the demo site's proxy and on the server itself).
   * Give an absolute 'http://127.0.0.1:8787/api/' when pages are opened from another origin.
   */
  publicBase?: string;
  /**
   * How many games the catalogue holds in all (a seed option for load tests, e.g. a lobby of
   * 2,000 games). The games beyond the fixed categories' sizes go to Slots. Default: about 310.
   */
  gameCount?: number;
}
