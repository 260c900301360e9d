import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createTestEnv, fail, ok, status } from '../../testing';
import { createSite } from '../create-site';
import { errorText } from '../errors/error-text';
import { SiteError, toSiteError } from '../errors/site-error';
import { AUTH_DATA_KEY } from '../session/session.types';
import { JsonNumber } from './json-number';

const player = { token: 'player-token', username: 'ayse', group: 1, balance: 10 };

function siteWith(storage: Record<string, string> = {}) {
  const env = createTestEnv({ storage });
  const site = createSite({ env });
  return { env, site, routes: env.routes };
}

describe('http client', () => {
  it('sends x-locale (tr by default), x-fingerprint and the anonymous bearer on api/', async () => {
    const { site, routes } = siteWith({ anonymousToken: '"anon-1"' });
    routes.route('GET /api/cms/grouped', () => ok({}));
    await site.http.get('cms/grouped', { schema: v.unknown() });
    const call = routes.calls[0];
    expect(call?.path).toBe('/api/cms/grouped');
    expect(call?.headers['x-locale']).toBe('tr');
    expect(call?.headers['x-fingerprint']).toMatch(/.{8,}/);
    expect(call?.headers.authorization).toBe('Bearer anon-1');
  });

  it('prefers the player token and uses the sportsbook base sbapi/api/', async () => {
    const { site, routes } = siteWith({
      anonymousToken: '"anon-1"',
      [AUTH_DATA_KEY]: JSON.stringify(player),
    });
    routes.route('GET /sbapi/api/sportsbook/betslip', () => ok({ oddList: [] }));
    await site.http.get('sportsbook/betslip', { schema: v.unknown(), base: 'sportsbook' });
    expect(routes.calls[0]?.headers.authorization).toBe('Bearer player-token');
  });

  it('follows the chosen language in x-locale', async () => {
    const { site, routes } = siteWith();
    routes.route('GET /api/auth/token', () => ok('anon'));
    site.i18n.setLocale('en');
    await site.session.ensureAnonymousToken();
    expect(routes.calls[0]?.headers['x-locale']).toBe('en');
  });

  it('sends no bearer on auth/token', async () => {
    const { site, routes } = siteWith({ anonymousToken: '"stale"' });
    routes.route('GET /api/auth/token', () => ok('fresh'));
    await site.session.tokens.refreshAnonymous();
    expect(routes.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('turns success:false into a SiteError carrying the server message', async () => {
    const { site, routes } = siteWith({ anonymousToken: '"a"' });
    routes.route('POST /api/auth/login', () => fail('Şifre hatalı'));
    const error = await site.session
      .login({ username: 'ayse', password: 'wrong1' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(SiteError);
    expect(error).toMatchObject({
      code: 'server',
      message: 'Şifre hatalı',
      serverMessage: 'Şifre hatalı',
    });
  });

  it('turns a body that is not JSON into a malformed error', async () => {
    const { site, routes } = siteWith({ anonymousToken: '"a"' });
    routes.route('GET /api/cms/grouped', () => new Response('<html>oops'));
    await expect(site.http.get('cms/grouped', { schema: v.unknown() })).rejects.toMatchObject({
      code: 'malformed',
    });
  });

  it('turns data off the contract into a malformed error naming the field', async () => {
    const { site, routes } = siteWith({ anonymousToken: '"a"' });
    routes.route('POST /api/auth/login', () => ok({ token: 't', username: 5 }));
    const error = await site.session
      .login({ username: 'ayse', password: 'secret' })
      .catch((e) => e);
    expect(error.code).toBe('malformed');
    expect(error.message).toContain('username');
    expect(site.session.$session.get().hasLogin).toBe(false);
  });

  it('turns a failed fetch into a network error and a 500 into an http error', async () => {
    const env = createTestEnv({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      storage: { anonymousToken: '"a"' },
    });
    const site = createSite({ env });
    await expect(site.http.get('cms/grouped', { schema: v.unknown() })).rejects.toMatchObject({
      code: 'network',
    });
    const { site: other, routes } = siteWith({ anonymousToken: '"a"' });
    routes.route('GET /api/cms/grouped', () => status(500));
    await expect(other.http.get('cms/grouped', { schema: v.unknown() })).rejects.toMatchObject({
      code: 'http',
      status: 500,
    });
  });
});

describe('what a SiteError tells (kind and request, no token)', () => {
  it('tells a timeout on the clock port from a network failure, and names the call', async () => {
    const { site, routes, env } = siteWith({ anonymousToken: '"secret-anon"' });
    routes.route('GET /api/cms/grouped', () => new Promise<Response>(() => {}));
    const pending = site.http
      .get('cms/grouped', { schema: v.unknown(), query: { page: 2 } })
      .catch((e) => e);
    await new Promise((resolve) => setTimeout(resolve, 0));
    env.clock.advance(30_000);
    const error = await pending;
    expect(error).toBeInstanceOf(SiteError);
    expect(error).toMatchObject({
      code: 'timeout',
      message: 'errors.timeout',
      request: { method: 'GET', path: '/api/cms/grouped' },
    });
    expect(JSON.stringify(error.request)).not.toContain('secret-anon');
  });

  it('a fetch that fails is network, with the request but not its headers', async () => {
    const env = createTestEnv({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      storage: { anonymousToken: '"secret-anon"' },
    });
    const error = await createSite({ env })
      .http.post('user/balance', { a: 1 }, { schema: v.unknown() })
      .catch((e) => e);
    expect(error).toMatchObject({
      code: 'network',
      request: { method: 'POST', path: '/api/user/balance' },
    });
    expect(Object.keys(error.request).sort()).toEqual(['method', 'path']);
  });

  it('carries the status of an answer that failed, of a success:false and of bad data', async () => {
    const { site, routes } = siteWith({ anonymousToken: '"a"' });
    routes.route('GET /sbapi/api/sportsbook/betslip', () => status(503));
    routes.route('POST /api/auth/login', () => fail('Şifre hatalı'));
    routes.route('GET /api/cms/grouped', () => ok({ n: 'x' }));
    const http = await site.http
      .get('sportsbook/betslip', { schema: v.unknown(), base: 'sportsbook' })
      .catch((e) => e);
    expect(http).toMatchObject({
      code: 'http',
      status: 503,
      request: { method: 'GET', path: '/sbapi/api/sportsbook/betslip', status: 503 },
    });
    const server = await site.http.post('auth/login', {}, { schema: v.unknown() }).catch((e) => e);
    expect(server.request).toEqual({ method: 'POST', path: '/api/auth/login', status: 200 });
    const malformed = await site.http
      .get('cms/grouped', { schema: v.object({ n: v.number() }) })
      .catch((e) => e);
    expect(malformed).toMatchObject({ code: 'malformed', request: { status: 200 } });
  });

  it('anything else thrown is a bug, not a network failure', () => {
    expect(toSiteError(new RangeError('index out of range'))).toMatchObject({
      code: 'bug',
      message: 'index out of range',
    });
    expect(errorText(new TypeError('x is undefined'))).toEqual({ key: 'errors.bug' });
    expect(errorText(new SiteError('timeout', 'errors.timeout'))).toEqual({
      key: 'errors.timeout',
    });
  });

  it('writes stakes of 25 digits into the JSON body exactly', async () => {
    const { site, routes } = siteWith({ anonymousToken: '"a"' });
    routes.route('POST /sbapi/api/sportsbook/calculate', () => ok({}));
    await site.http.post(
      'sportsbook/calculate',
      { amount: new JsonNumber('9876543210987654321098865'), type: 2 },
      { schema: v.unknown(), base: 'sportsbook' },
    );
    expect(routes.calls[0]?.bodyText).toBe('{"amount":9876543210987654321098865,"type":2}');
    expect(routes.calls[0]?.headers['content-type']).toBe('application/json');
  });
});

describe('401 handling (spec §8)', () => {
  it('gives a visitor a new anonymous token and retries the call once', async () => {
    const { site, routes } = siteWith({ anonymousToken: '"expired"' });
    routes.route('GET /api/auth/token', () => ok('fresh'));
    routes.route('GET /api/cms/grouped', (request) =>
      request.headers.authorization === 'Bearer fresh' ? ok({ ok: 1 }) : status(401),
    );
    const answer = await site.http.get('cms/grouped', { schema: v.unknown() });
    expect(answer.data).toEqual({ ok: 1 });
    expect(routes.calls.map((call) => call.path)).toEqual([
      '/api/cms/grouped',
      '/api/auth/token',
      '/api/cms/grouped',
    ]);
  });

  it('shares one token request among 50 concurrent 401s and retries each at most once', async () => {
    const { site, routes } = siteWith({ anonymousToken: '"expired"' });
    routes.route('GET /api/auth/token', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ok('fresh');
    });
    routes.route('GET /api/cms/grouped', () => status(401));
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => site.http.get('cms/grouped', { schema: v.unknown() })),
    );
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    const paths = routes.calls.map((call) => call.path);
    expect(paths.filter((path) => path === '/api/auth/token')).toHaveLength(1);
    expect(paths.filter((path) => path === '/api/cms/grouped')).toHaveLength(100);
    const reason = (results[0] as PromiseRejectedResult).reason;
    expect(reason).toMatchObject({ code: 'unauthorized', message: 'errors.unauthorized' });
  });

  it('logs a player out on 401 without a token refresh and emits logged-out', async () => {
    const { site, routes, env } = siteWith({ [AUTH_DATA_KEY]: JSON.stringify(player) });
    routes.route('GET /api/user/balance', () => status(401));
    const events: unknown[] = [];
    site.session.on('logged-out', (event) => events.push(event));
    await site.balance.refreshBalance();
    expect(routes.calls.some((call) => call.path === '/api/auth/token')).toBe(false);
    expect(site.session.$session.get().hasLogin).toBe(false);
    expect(env.storage.getItem(AUTH_DATA_KEY)).toBeNull();
    expect(events[0]).toMatchObject({ reason: 'expired', redirectTo: '/', reloadAfterMs: 300 });
  });

  it('re-raises the 401 that ends the session to the caller as the server message (spec 000 §8)', async () => {
    const { site, routes } = siteWith({ [AUTH_DATA_KEY]: JSON.stringify(player) });
    routes.route('GET /api/user/profile', () =>
      status(401, { success: false, message: 'Oturumunuz sona erdi', data: null }),
    );
    const call = site.http.get('user/profile', { schema: v.unknown() });
    await expect(call).rejects.toMatchObject({
      code: 'unauthorized',
      message: 'Oturumunuz sona erdi',
      serverMessage: 'Oturumunuz sona erdi',
    });
    expect(site.session.$session.get().hasLogin).toBe(false);
  });

  it('a 401 without a message keeps the translation key', async () => {
    const { site, routes } = siteWith({ [AUTH_DATA_KEY]: JSON.stringify(player) });
    routes.route('GET /api/user/profile', () => new Response('', { status: 401 }));
    await expect(site.http.get('user/profile', { schema: v.unknown() })).rejects.toMatchObject({
      code: 'unauthorized',
      message: 'errors.unauthorized',
      serverMessage: undefined,
    });
  });

  it('never sends the token call itself through the refresh path', async () => {
    const { site, routes } = siteWith();
    routes.route('GET /api/auth/token', () => status(401));
    await expect(site.session.ensureAnonymousToken()).rejects.toMatchObject({ code: 'http' });
    expect(routes.calls).toHaveLength(1);
  });
});

describe('401 races with a session change in flight', () => {
  it('does not log out a player who logged in while a visitor call was in flight', async () => {
    const { site, routes } = siteWith({ anonymousToken: '"expired"' });
    let answerBootstrap: (response: Response) => void = () => {};
    routes.route('GET /api/cms/grouped', (request) =>
      request.headers.authorization === 'Bearer player-token'
        ? ok({ ok: 1 })
        : new Promise<Response>((resolve) => {
            answerBootstrap = resolve;
          }),
    );
    routes.route('POST /api/auth/login', () => ok(player));
    const pending = site.http.get('cms/grouped', { schema: v.unknown() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await site.session.login({ username: 'ayse', password: 'secret1' });
    answerBootstrap(status(401));

    await expect(pending).resolves.toMatchObject({ data: { ok: 1 } });
    expect(site.session.$session.get().hasLogin).toBe(true);
    expect(routes.calls.some((call) => call.path === '/api/auth/token')).toBe(false);
  });

  it('ends a player session once for many concurrent 401s and retries none as a visitor', async () => {
    const { site, routes } = siteWith({ [AUTH_DATA_KEY]: JSON.stringify(player) });
    routes.route('GET /api/user/balance', () => status(401));
    const events: unknown[] = [];
    site.session.on('logged-out', (event) => events.push(event));
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => site.http.get('user/balance', { schema: v.unknown() })),
    );
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(events).toHaveLength(1);
    expect(routes.calls.filter((call) => call.path === '/api/user/balance')).toHaveLength(5);
    expect(routes.calls.some((call) => call.path === '/api/auth/token')).toBe(false);
  });
});
