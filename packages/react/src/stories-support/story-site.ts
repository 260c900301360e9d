import { createSite, type Site } from '@site/core';
import { createTestEnv, fail, ok, type RouteHandler } from '@site/core/testing';

export interface StorySiteOptions {
  /** Start logged in as this player. */
  player?: { username: string; balance: number; group?: number };
  /** How the login call answers: success, a server error, or never (stays loading). */
  login?: 'success' | 'error' | 'pending';
  locale?: 'tr' | 'en';
  routes?: Record<string, RouteHandler>;
}

/** A real core site on in-memory ports with canned answers, for stories and their tests. */
export function createStorySite(options: StorySiteOptions = {}): Site {
  const storage: Record<string, string> = { anonymousToken: '"story-anonymous"' };
  if (options.locale) storage.lang = JSON.stringify(options.locale);
  if (options.player) {
    storage.authData = JSON.stringify({
      token: 'story-player',
      username: options.player.username,
      group: options.player.group ?? 1,
      balance: options.player.balance,
    });
  }
  const loginAnswers: Record<NonNullable<StorySiteOptions['login']>, RouteHandler> = {
    success: () =>
      ok({ token: 'story-player', username: 'ayse.demir', balance: 1250 }, 'Hoş geldiniz!'),
    error: () => fail('Kullanıcı adı veya şifre hatalı'),
    pending: () => new Promise<Response>(() => {}),
  };
  const env = createTestEnv({
    storage,
    origin: 'http://storybook.local',
    routes: {
      'GET /api/auth/token': () => ok('story-anonymous'),
      'GET /api/user/balance': () => ok({ balance: options.player?.balance ?? 0 }),
      'GET /api/auth/logout': () => ok(null),
      'POST /api/auth/login': loginAnswers[options.login ?? 'success'],
      ...options.routes,
    },
  });
  return createSite({ env });
}
