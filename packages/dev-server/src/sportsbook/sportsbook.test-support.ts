import { Hono } from 'hono';
import { createSportsbookRoutes } from './create-sportsbook-routes';
import type { Localized } from './kit/localized';
import { seeded } from './kit/random';
import type {
  Identity,
  NotificationKind,
  SportsbookDeps,
  SportsbookOptions,
} from './sportsbook.deps';

/** 2025-06-01T12:00:00Z: a fixed start so generated data is the same on every run. */
export const START = Date.UTC(2025, 5, 1, 12, 0, 0);

export interface Harness {
  app: Hono;
  clock: { now: number; advance(ms: number): void };
  balances: Map<string, number>;
  notifications: { username: string; kind: NotificationKind; title: Localized; note: Localized }[];
  pushes: { command: string; message: unknown }[];
  /** Pushes to one player (`sendToPlayer`). */
  sent: { username: string; command: string; message: unknown }[];
  sb: ReturnType<typeof createSportsbookRoutes>;
  /** JSON call with `Authorization: Bearer player:<name>` or `anon:<token>`; no auth when null. */
  call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options?: { as?: string | null; body?: unknown; locale?: string },
  ): Promise<{ status: number; body: { success: boolean; message: string; data: T } }>;
}

/**
 * The sportsbook mounted alone on a tiny Hono app with fake deps: a manual clock, a seeded
 * random, balances in a map, and bearer tokens of the form `player:<name>` / `anon:<token>`.
 */
export function createHarness(options: SportsbookOptions & { seed?: number } = {}): Harness {
  const clock = {
    now: START,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const balances = new Map<string, number>([
    ['alice', 1000],
    ['bob', 5],
  ]);
  const notifications: Harness['notifications'] = [];
  const pushes: Harness['pushes'] = [];
  const sent: Harness['sent'] = [];
  const random = seeded(options.seed ?? 42);
  const deps: SportsbookDeps = {
    now: () => clock.now,
    random: random.next,
    locale: (c) => (c.req.header('x-locale') === 'en' ? 'en' : 'tr'),
    identify(c): Identity | null {
      const token = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
      if (token.startsWith('player:')) return { kind: 'player', username: token.slice(7) };
      if (token.startsWith('anon:')) return { kind: 'anonymous', token: token.slice(5) };
      return null;
    },
    balance: {
      get: (username) => balances.get(username) ?? 0,
      debit(username, amount) {
        const balance = balances.get(username) ?? 0;
        if (amount > balance) return false;
        balances.set(username, Math.round((balance - amount) * 100) / 100);
        return true;
      },
      credit(username, amount) {
        balances.set(username, Math.round(((balances.get(username) ?? 0) + amount) * 100) / 100);
      },
    },
    notify: (username, kind, title, note) => {
      notifications.push({ username, kind, title, note });
    },
    broadcast: (command, message) => {
      pushes.push({ command, message });
    },
    sendToPlayer: (username, command, message) => {
      sent.push({ username, command, message });
    },
  };
  const sb = createSportsbookRoutes(deps, options);
  const app = new Hono();
  app.route('/sbapi/api', sb.routes);

  return {
    app,
    clock,
    balances,
    notifications,
    pushes,
    sent,
    sb,
    async call(method, path, { as = 'anon:visitor', body, locale } = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (as) headers.authorization = `Bearer ${as}`;
      if (locale) headers['x-locale'] = locale;
      const response = await app.request(`/sbapi/api/${path}`, {
        method,
        headers,
        body:
          body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
  };
}

/** Winner odds ("1") of `count` open prematch events, each from a different event. */
export function openOdds(
  h: Harness,
  count: number,
): { id: number; rate: number; eventId: number }[] {
  const now = h.clock.now;
  return h.sb.control.world
    .prematch()
    .filter((event) => now >= event.suspendedUntil)
    .slice(0, count)
    .map((event) => ({
      id: event.markets.winner.odd1.id,
      rate: event.markets.winner.odd1.rate,
      eventId: event.id,
    }));
}
