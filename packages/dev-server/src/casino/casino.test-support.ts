import { Hono } from 'hono';
import { seeded } from '../sportsbook/kit/random';
import type { CasinoDeps, CasinoOptions, Identity } from './casino.deps';
import { createCasinoRoutes } from './create-casino-routes';

/** 25 s past a minute: outside the Egypt quest's placeholder window. */
export const START = Date.UTC(2025, 5, 1, 12, 0, 25);

/** The casino mounted alone under /api with fake deps (tokens `player:<name>` / `anon:<token>`). */
export function createCasinoHarness(options: CasinoOptions & { seed?: number } = {}) {
  const clock = { now: START };
  const balances = new Map<string, number>([['alice', 100]]);
  const random = seeded(options.seed ?? 42);
  const deps: CasinoDeps = {
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
  };
  const casino = createCasinoRoutes(deps, options);
  const app = new Hono();
  app.route('/api', casino.routes);

  async function call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    init: { as?: string | null; body?: unknown; locale?: string } = {},
  ) {
    const { as = 'player:alice', body, locale } = init;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (as) headers.authorization = `Bearer ${as}`;
    if (locale) headers['x-locale'] = locale;
    const response = await app.request(`/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { success: boolean; message: string; data: T },
    };
  }

  return { app, casino, clock, balances, call };
}
