import { Hono } from 'hono';
import type { DomainModule } from '../domain-module';
import { envelope } from '../http/envelope';
import { localize, parseLocale } from '../http/locale';
import { messages } from '../http/messages';
import {
  createSportsbookRoutes,
  type OddsSimulator,
  type SportsbookControl,
  type SportsbookRoutes,
} from '../sportsbook';
import { BetStatus, type ForcedSettlement } from '../sportsbook/bets/bet-book';
import { sharedDeps } from './shared-deps';

export interface SportsbookDomainControl extends SportsbookControl {
  /** The odds simulator: start/stop, one `tick()`, storm mode. */
  readonly simulator: OddsSimulator;
}

const base = '/sbapi/api';

/** The dev control's names for a forced settlement (spec 001 bet status codes). */
const SETTLE_AS: Record<string, ForcedSettlement> = {
  won: BetStatus.Won,
  lost: BetStatus.Lost,
  returned: BetStatus.Returned,
};

/**
 * feed/*, sportsbook/* and the live tracker page under /sbapi/api, pushing oddChanged on
 * sbnotify. Building the world of events takes tens of milliseconds, so it happens on the first
 * sportsbook request (or `start()`, or the first use of the control), not per server created:
 * most in-process tests never touch it. The data is the same either way (its PRNG is forked
 * from the seed by name).
 */
export const sportsbookDomain: DomainModule<SportsbookDomainControl> = {
  name: 'sportsbook',
  mount(app, ctx, options) {
    let built: { sportsbook: SportsbookRoutes; app: Hono } | undefined;
    const build = () => {
      if (!built) {
        const sportsbook = createSportsbookRoutes(
          {
            ...sharedDeps(ctx, 'sportsbook'),
            broadcast: (command, message) => {
              ctx.hubs.broadcast('sbnotify', command, message);
            },
            sendToPlayer: (username, command, message) => {
              ctx.hubs.sendToUser(username, command, message, 'sbnotify');
            },
          },
          options.sportsbook,
        );
        const wrapper = new Hono().route(base, sportsbook.routes as never);
        // Same answers as the root app for unknown paths; errors go up to the root's handler.
        wrapper.notFound((c) =>
          envelope(
            c,
            {
              success: false,
              message: localize(messages.notFound, parseLocale(c.req.header('x-locale'))),
              data: null,
            },
            404,
          ),
        );
        wrapper.onError((error) => {
          throw error;
        });
        built = { sportsbook, app: wrapper };
      }
      return built;
    };
    app.all(`${base}/*`, (c) => build().app.fetch(c.req.raw, c.env));

    const control: SportsbookDomainControl = {
      get world() {
        return build().sportsbook.control.world;
      },
      get simulator() {
        return build().sportsbook.simulator;
      },
      suspendEvent: (eventId, until) => build().sportsbook.control.suspendEvent(eventId, until),
      setOddRate: (oddId, rate) => build().sportsbook.control.setOddRate(oddId, rate),
      sync: () => build().sportsbook.control.sync(),
      betsOf: (username) => build().sportsbook.control.betsOf(username),
      settleBet: (betId, status) => build().sportsbook.control.settleBet(betId, status),
      rename: (renames) => build().sportsbook.control.rename(renames),
    };
    // Dev control of the odds stream: rate, storm mode, on/off.
    const oddsState = () => {
      const simulator = build().sportsbook.simulator;
      return { rate: simulator.rate(), running: simulator.isRunning() };
    };
    app.get('/dev/odds', (c) => envelope(c, { success: true, message: 'ok', data: oddsState() }));
    app.post('/dev/odds', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as {
        rate?: unknown;
        storm?: unknown;
        running?: unknown;
      };
      const simulator = build().sportsbook.simulator;
      if (typeof body.rate === 'number' && body.rate >= 0) simulator.setRate(body.rate);
      if (typeof body.storm === 'boolean') simulator.storm(body.storm);
      if (body.running === true) simulator.start();
      if (body.running === false) simulator.stop();
      return envelope(c, { success: true, message: 'ok', data: oddsState() });
    });

    // Dev control of settlement: a player's bets, and settling one of them now.
    app.get('/dev/bets', (c) => {
      const username = ctx.accounts.find(c.req.query('username') ?? '')?.username ?? '';
      const bets = control.betsOf(username).map((bet) => ({
        betId: bet.id,
        type: bet.type,
        status: bet.status,
        amount: bet.amount,
        possibleWin: bet.possibleWin,
      }));
      return envelope(c, { success: true, message: 'ok', data: bets });
    });
    app.post('/dev/bets/settle', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { betId?: unknown; status?: unknown };
      const status = SETTLE_AS[String(body.status)];
      const bet =
        typeof body.betId === 'number' && status !== undefined
          ? control.settleBet(body.betId, status)
          : null;
      return bet
        ? envelope(c, { success: true, message: 'ok', data: { betId: bet.id, status: bet.status } })
        : envelope(
            c,
            {
              success: false,
              message: 'Send {betId, status: won|lost|returned} of a running bet',
              data: null,
            },
            400,
          );
    });

    return {
      control,
      devEndpoints: {
        'GET /dev/bets?username=': "a player's bets, newest first",
        'POST /dev/bets/settle':
          '{betId, status: won|lost|returned}: settle a running bet now (pays out, pushes betSettled)',
        'GET /dev/odds': 'odds simulator state {rate, running}',
        'POST /dev/odds': '{rate?, storm?, running?}: changes per second, storm mode, start/stop',
      },
      // The tracker is an iframe: it cannot send a token.
      publicPaths: [/^\/sbapi\/api\/tracker\//],
      start: () => build().sportsbook.simulator.start(),
      stop: () => built?.sportsbook.simulator.stop(),
    };
  },
};
