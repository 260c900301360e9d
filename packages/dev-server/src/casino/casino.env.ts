import type { Hono } from 'hono';
import type { Locale } from '../sportsbook/kit/localized';
import type { Rng } from '../sportsbook/kit/random';
import type { CasinoDeps, Identity } from './casino.deps';
import type { GameDef } from './catalog/games';
import type { Favorites } from './favorites/favorites';
import type { PlaySessions } from './launch/play-sessions';

/** Per-request values set by the identity middleware. */
export type CasinoEnv = { Variables: { identity: Identity; locale: Locale } };

export type CasinoApp = Hono<CasinoEnv>;

/** What the casino route modules share. */
export interface CasinoRuntime {
  deps: CasinoDeps;
  games: readonly GameDef[];
  /** Category names set by the dev control `rename`, by category id (both languages). */
  categoryNames: Map<number, string>;
  favorites: Favorites;
  sessions: PlaySessions;
  /** Spins on the stand-in game pages. */
  rng: Rng;
  /** Browser-reachable prefix of the mounted routes, ending in '/'. */
  publicBase: string;
}

export function findGame(rt: CasinoRuntime, code: string): GameDef | undefined {
  return rt.games.find((game) => game.gameCode === code);
}
