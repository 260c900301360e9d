import { describe, expect, it } from 'vitest';
import { createFullSite } from '../../entries/full';
import { createTestEnv, fail, ok } from '../../testing';
import { ANONYMOUS_TOKEN_KEY, AUTH_DATA_KEY, BALANCE_POLL_MS } from './session.types';

const authData = {
  token: 'player-token',
  username: 'ayse',
  group: 3,
  usercode: 1001,
  balance: 250.5,
  betsyCid: null,
  betsyUrl: '',
  betsyToken: '',
  betcoToken: 'bt',
  betcoUrl: 'https://betco.example/play',
  phone: '905551112233',
  smsVerified: true,
};

function setup(storage: Record<string, string> = {}) {
  const env = createTestEnv({ storage });
  env.routes.route('GET /api/auth/token', () => ok('anon-token'));
  env.routes.route('POST /api/auth/login', () => ok(authData, 'Hoş geldiniz'));
  env.routes.route('GET /api/auth/logout', () => ok(null));
  return { env, site: createFullSite({ env }) };
}

describe('session', () => {
  it('fetches an anonymous token at start and stores it', async () => {
    const { env, site } = setup();
    await site.start();
    expect(env.storage.getItem(ANONYMOUS_TOKEN_KEY)).toBe('"anon-token"');
    expect(site.session.tokens.bearer()).toBe('anon-token');
  });

  it('login stores authData and derives the state screens read', async () => {
    const { env, site } = setup();
    const answer = await site.session.login({ username: 'ayse', password: 'secret1' });
    expect(answer.message).toBe('Hoş geldiniz');
    const loginCall = env.routes.calls.find((call) => call.path === '/api/auth/login');
    expect(loginCall?.body).toEqual({ username: 'ayse', password: 'secret1' });
    const stored = JSON.parse(env.storage.getItem(AUTH_DATA_KEY) ?? 'null');
    expect(stored).toMatchObject({ token: 'player-token', usercode: '1001', betsyCid: '' });
    expect(site.session.$session.get()).toEqual({
      hasLogin: true,
      username: 'ayse',
      group: 3,
      crown: true,
      smsVerified: true,
      phone: '905551112233',
      accessBetco: true,
    });
  });

  it('grants betco only with a non-empty betcoUrl and the crown only to groups 3 and 4', async () => {
    const { env, site } = setup();
    env.routes.route('POST /api/auth/login', () => ok({ ...authData, group: 1, betcoUrl: '' }));
    await site.session.login({ username: 'ayse', password: 'secret1' });
    expect(site.session.$session.get()).toMatchObject({ accessBetco: false, crown: false });
  });

  it('restores a stored session and drops a corrupt one', () => {
    const restored = setup({ [AUTH_DATA_KEY]: JSON.stringify(authData) }).site;
    expect(restored.session.$session.get().username).toBe('ayse');
    const { env, site } = setup({ [AUTH_DATA_KEY]: '{"token": 42' });
    expect(site.session.$session.get().hasLogin).toBe(false);
    expect(env.storage.getItem(AUTH_DATA_KEY)).toBeNull();
  });

  it('logout calls auth/logout, clears the SDK storage but the language, and asks for home + reload in 300 ms', async () => {
    const { env, site } = setup();
    site.i18n.setLocale('en');
    await site.session.login({ username: 'ayse', password: 'secret1' });
    env.storage.setItem('userFavoriteList', '["g1"]');
    env.storage.setItem('sb_live_favorite_events', '[]');
    env.storage.setItem('host-app-cart', 'kept');
    const events: unknown[] = [];
    site.session.on('logged-out', (event) => events.push(event));
    await site.session.logout();
    expect(env.routes.calls.at(-1)?.path).toBe('/api/auth/logout');
    expect(env.routes.calls.at(-1)?.headers.authorization).toBe('Bearer player-token');
    // The SDK's keys go; the chosen language and the host page's own keys stay.
    const left = env.storage.snapshot();
    expect(left).toMatchObject({ lang: '"en"', 'host-app-cart': 'kept' });
    for (const key of ['authData', 'anonymousToken', 'fingerprint', 'userFavoriteList']) {
      expect(left).not.toHaveProperty(key);
    }
    expect(left).not.toHaveProperty('sb_live_favorite_events');
    expect(site.session.$session.get().hasLogin).toBe(false);
    expect(events).toEqual([{ reason: 'logout', redirectTo: '/', reloadAfterMs: 300 }]);
  });

  it('updateAuthData merges into the stored auth data of a player, never a visitor', () => {
    const { env, site } = setup({ [AUTH_DATA_KEY]: JSON.stringify(authData) });
    const events: unknown[] = [];
    site.session.on('logged-in', (event) => events.push(event));
    site.session.updateAuthData({ phone: '905441234500', smsVerified: false });
    expect(site.session.$session.get()).toMatchObject({
      phone: '905441234500',
      smsVerified: false,
    });
    expect(JSON.parse(env.storage.getItem(AUTH_DATA_KEY) ?? '{}')).toMatchObject({
      token: 'player-token',
      phone: '905441234500',
    });
    expect(events).toEqual([]);
    const visitor = setup().site;
    visitor.session.updateAuthData({ smsVerified: true });
    expect(visitor.session.$authData.get()).toBeNull();
  });

  it('logout still ends the local session when the server call fails', async () => {
    const { env, site } = setup({ [AUTH_DATA_KEY]: JSON.stringify(authData) });
    env.routes.route('GET /api/auth/logout', () => fail('nope'));
    await site.session.logout();
    expect(site.session.$session.get().hasLogin).toBe(false);
  });
});

describe('balance polling (spec: every 3 s while logged in, and only then)', () => {
  it('polls user/balance every 3000 ms while logged in and watched', async () => {
    const { env, site } = setup();
    let balance = 100;
    env.routes.route('GET /api/user/balance', () => ok({ balance }));
    const seen: (number | null)[] = [];
    const unsubscribe = site.balance.$balance.subscribe((value) => seen.push(value));
    expect(env.routes.calls).toHaveLength(0);

    await site.session.login({ username: 'ayse', password: 'secret1' });
    await Promise.resolve();
    const balanceCalls = () =>
      env.routes.calls.filter((call) => call.path === '/api/user/balance').length;
    await site.settled();
    expect(balanceCalls()).toBe(1);
    expect(site.balance.$balance.get()).toBe(100);

    balance = 175.25;
    env.clock.advance(2999);
    await site.settled();
    expect(balanceCalls()).toBe(1);
    env.clock.advance(1);
    await site.settled();
    expect(balanceCalls()).toBe(2);
    expect(site.balance.$balance.get()).toBe(175.25);

    for (let poll = 0; poll < 3; poll++) {
      env.clock.advance(3000);
      await site.settled();
    }
    expect(balanceCalls()).toBe(5);

    await site.session.logout();
    expect(site.balance.$balance.get()).toBeNull();
    expect(env.clock.pendingTimers()).toBe(0);
    env.clock.advance(BALANCE_POLL_MS * 10);
    await site.settled();
    expect(balanceCalls()).toBe(5);
    unsubscribe();
    expect(seen).toContain(175.25);
  });

  it('never shows the previous player balance after logout and another login, watched or not', async () => {
    const { env, site } = setup();
    await site.session.login({ username: 'ayse', password: 'secret1' });
    expect(site.balance.$balance.get()).toBe(250.5);
    await site.session.logout();
    expect(site.balance.$balance.get()).toBeNull();
    env.routes.route('POST /api/auth/login', () =>
      ok({ ...authData, token: 'other-token', username: 'mehmet', balance: 12 }),
    );
    await site.session.login({ username: 'mehmet', password: 'secret1' });
    expect(site.balance.$balance.get()).toBe(12);
  });

  it('does not poll for a visitor', async () => {
    const { env, site } = setup();
    const unsubscribe = site.balance.$balance.listen(() => {});
    env.clock.advance(BALANCE_POLL_MS * 5);
    await site.settled();
    expect(env.routes.calls).toHaveLength(0);
    expect(env.clock.pendingTimers()).toBe(0);
    unsubscribe();
  });
});
