import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { BetStatus, createBetBook, type ForcedSettlement, type PlacedBet } from './bets/bet-book';
import { pushBetSettled } from './bets/bet-settled';
import { registerPlaceBetRoutes } from './bets/place-bet.routes';
import { registerBetSlipRoutes } from './betslip/bet-slip.routes';
import { createBetSlips } from './betslip/bet-slips';
import { registerEventMarketsRoutes } from './event-markets/event-markets.routes';
import { registerFeedRoutes } from './feed/feed.routes';
import { unauthorized } from './kit/answer';
import { localize } from './kit/localized';
import { fork } from './kit/random';
import { registerPopularRoutes } from './popular/popular.routes';
import { createOddsSimulator, type OddsSimulator } from './simulator/odds-simulator';
import type { SportsbookDeps, SportsbookOptions } from './sportsbook.deps';
import type { Runtime, SportsbookApp, SportsbookEnv } from './sportsbook.env';
import { sbMessages } from './sportsbook.messages';
import { registerTrackerRoutes } from './tracker/tracker.routes';
import { applySportsbookRenames, type SportsbookRenames } from './world/rename';
import { createWorld, type World } from './world/world';

export interface SportsbookControl {
  world: World;
  /** Suspends an event until the given epoch ms (tests, fault scenarios). */
  suspendEvent(eventId: number, until: number): boolean;
  /** Sets one odd's rate without a push (tests: "odds changed since the slip was seen"). */
  setOddRate(oddId: number, rate: number): boolean;
  /** Brings the world up to the clock and settles due bets now. */
  sync(): void;
  /** A player's bets, newest first (tests find the bet they placed). */
  betsOf(username: string): PlacedBet[];
  /**
   * Settles one running bet now as won (4), lost (3) or returned (2): pays out and tells the
   * player (`betSettled` push and a notification). Null when no such bet is running.
   */
  settleBet(betId: number, status: ForcedSettlement): PlacedBet | null;
  /** Renames sports, groups, competitions, teams, markets and picks (tests: hostile or long names). */
  rename(renames: SportsbookRenames): void;
}

export interface SportsbookRoutes {
  /** Mount at `/sbapi/api`. */
  routes: SportsbookApp;
  simulator: OddsSimulator;
  control: SportsbookControl;
}

/**
 * Builds the sportsbook: seeded data, bet slips, bets and the odds simulator, and the Hono
 * routes for feed/*, sportsbook/* and the tracker page. Nothing starts running by itself: call
 * `simulator.start()` for pushes on real timers, or `simulator.tick()` step by step in tests.
 */
export function createSportsbookRoutes(
  deps: SportsbookDeps,
  options: SportsbookOptions = {},
): SportsbookRoutes {
  // Independent generators, so extra simulator steps never change the data or settlements.
  const dataRng = fork(deps.random);
  const simulatorRng = fork(deps.random);

  const world = createWorld(
    dataRng,
    {
      liveTarget: options.liveTarget ?? 200,
      prematchCount: options.prematchCount ?? 620,
      prematchHours: options.prematchHours ?? 72,
    },
    deps.now(),
  );
  const bets = createBetBook();

  /** Pays a settled bet out (a win, or the stake of a returned one) and tells its owner. */
  const payOut = (bet: PlacedBet, status: ForcedSettlement) => {
    const payout =
      status === BetStatus.Won ? bet.possibleWin : status === BetStatus.Returned ? bet.amount : 0;
    if (payout > 0) deps.balance.credit(bet.username, payout);
    pushBetSettled(deps, bet, status, payout);
  };

  const sync = (): number => {
    const now = deps.now();
    world.advance(now);
    for (const { bet, won } of bets.settleDue(now))
      payOut(bet, won ? BetStatus.Won : BetStatus.Lost);
    return now;
  };

  const rt: Runtime = { deps, world, slips: createBetSlips(), bets, sync };
  const routes: SportsbookApp = new Hono<SportsbookEnv>();
  const identify: MiddlewareHandler<SportsbookEnv> = async (c, next) => {
    const locale = deps.locale(c);
    const identity = deps.identify(c);
    if (!identity) return unauthorized(c, localize(sbMessages.unauthorized, locale));
    c.set('identity', identity);
    c.set('locale', locale);
    await next();
  };
  routes.use('/feed/*', identify);
  routes.use('/sportsbook/*', identify);
  registerFeedRoutes(routes, rt);
  registerBetSlipRoutes(routes, rt);
  registerPlaceBetRoutes(routes, rt);
  registerPopularRoutes(routes, rt);
  registerEventMarketsRoutes(routes, rt);
  registerTrackerRoutes(routes, rt);

  const simulator = createOddsSimulator({
    world,
    rng: simulatorRng,
    now: deps.now,
    sync,
    broadcast: deps.broadcast,
    tickMs: options.tickMs ?? 250,
    rate: options.oddsChangesPerSecond ?? 200,
    stormRate: options.stormChangesPerSecond ?? 5000,
  });

  return {
    routes,
    simulator,
    control: {
      world,
      suspendEvent: (eventId, until) => world.suspend(eventId, until),
      setOddRate(oddId, rate) {
        const odd = world.odd(oddId);
        if (!odd) return false;
        odd.rate = rate;
        return true;
      },
      sync: () => {
        sync();
      },
      betsOf: (username) => bets.ofPlayer(username),
      settleBet(betId, status) {
        const bet = bets.settleNow(betId, status, deps.now());
        if (bet) payOut(bet, status);
        return bet;
      },
      rename: (renames) => applySportsbookRenames(world, renames),
    },
  };
}
