import type { Hono } from 'hono';
import type { BetBook } from './bets/bet-book';
import type { BetSlips } from './betslip/bet-slips';
import type { Locale } from './kit/localized';
import type { Identity, SportsbookDeps } from './sportsbook.deps';
import type { World } from './world/world';

/** Per-request values set by the identity middleware. */
export type SportsbookEnv = { Variables: { identity: Identity; locale: Locale } };

export type SportsbookApp = Hono<SportsbookEnv>;

/** What the route modules share: the deps plus the sportsbook's own state. */
export interface Runtime {
  deps: SportsbookDeps;
  world: World;
  slips: BetSlips;
  bets: BetBook;
  /** Brings the world up to the clock and settles due bets; returns the clock's now. */
  sync(): number;
}
