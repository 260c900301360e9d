import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { DEMO_ACCOUNTS } from '../state/accounts';
import { apiClient } from '../testing/api-client';

function setup(options: Parameters<typeof createDevServer>[0] = {}) {
  const server = createDevServer(options);
  return { server, api: apiClient(server) };
}

describe('auth/token', () => {
  it('hands out an anonymous token without any Authorization header', async () => {
    const { api } = setup();
    const answer = await api.get<string>('/api/auth/token');
    expect(answer).toMatchObject({ status: 200, success: true });
    expect(answer.data).toMatch(/^anon\./);
  });
});

describe('auth/login', () => {
  it('answers the auth data of spec 000 section 3', async () => {
    const { api } = setup();
    const token = await api.anonymousToken();
    const answer = await api.post<Record<string, unknown>>(
      '/api/auth/login',
      { username: 'player1', password: 'secret1' },
      { token },
    );
    expect(answer.success).toBe(true);
    expect(Object.keys(answer.data).sort()).toEqual(
      [
        'token',
        'username',
        'group',
        'usercode',
        'balance',
        'betsyCid',
        'betsyUrl',
        'betsyToken',
        'betcoToken',
        'betcoUrl',
        'phone',
        'smsVerified',
      ].sort(),
    );
    expect(answer.data).toMatchObject({
      username: 'player1',
      group: 1,
      balance: 1500,
      betcoUrl: '',
      smsVerified: true,
    });
    expect(answer.message).toContain('Ahmet');
  });

  it('seeds the four demo players with their traits', async () => {
    const { api } = setup();
    const token = await api.anonymousToken();
    const login = async (username: string) =>
      (
        await api.post<{ group: number; betcoUrl: string; smsVerified: boolean }>(
          '/api/auth/login',
          { username, password: 'secret1' },
          { token },
        )
      ).data;
    expect(DEMO_ACCOUNTS.map((a) => a.username)).toEqual(['player1', 'betco1', 'vip1', 'newbie1']);
    expect((await login('betco1')).betcoUrl).toMatch(/^http/);
    expect((await login('vip1')).group).toBe(3);
    expect((await login('newbie1')).smsVerified).toBe(false);
  });

  it('accepts the username in any letter case', async () => {
    const { api } = setup();
    const token = await api.anonymousToken();
    const answer = await api.post<{ username: string }>(
      '/api/auth/login',
      { username: 'PLAYER1', password: 'secret1' },
      { token },
    );
    expect(answer.data.username).toBe('player1');
  });

  it('refuses wrong credentials with a message in the request language', async () => {
    const { api } = setup();
    const token = await api.anonymousToken();
    const tr = await api.post(
      '/api/auth/login',
      { username: 'player1', password: 'wrong-pass' },
      { token },
    );
    expect(tr).toMatchObject({
      status: 200,
      success: false,
      message: 'Kullanıcı adı veya şifre hatalı',
      data: null,
    });
    const en = await api.post(
      '/api/auth/login',
      { username: 'nobody1', password: 'secret1' },
      { token, locale: 'en' },
    );
    expect(en.message).toBe('Wrong username or password');
  });

  it('checks the login form rules (username 3-35, password 5-100)', async () => {
    const { api } = setup();
    const token = await api.anonymousToken();
    const short = await api.post(
      '/api/auth/login',
      { username: 'ab', password: 'secret1' },
      { token, locale: 'en' },
    );
    expect(short).toMatchObject({
      success: false,
      message: 'Username must be between 3 and 35 characters',
    });
    const missing = await api.post('/api/auth/login', { username: 'player1' }, { token });
    expect(missing).toMatchObject({ success: false, message: 'Şifre alanı zorunludur' });
  });
});

describe('tokens', () => {
  it('answers 401 with the envelope when the token is missing or unknown', async () => {
    const { api } = setup();
    for (const token of [null, 'anon.forged']) {
      const answer = await api.get('/api/cms/grouped', { token });
      expect(answer).toMatchObject({ status: 401, success: false, data: null });
      expect(answer.message).not.toBe('');
    }
  });

  it('expires anonymous and player tokens on the injected clock', async () => {
    let now = Date.UTC(2025, 0, 1);
    const { api } = setup({ now: () => now, anonymousTokenTtlMs: 1000, playerTokenTtlMs: 5000 });
    const anonymous = await api.anonymousToken();
    const player = await api.login('player1');
    now += 999;
    expect((await api.get('/api/cms/grouped', { token: anonymous })).status).toBe(200);
    now += 1;
    expect((await api.get('/api/cms/grouped', { token: anonymous })).status).toBe(401);
    expect((await api.get('/api/user/balance', { token: player })).status).toBe(200);
    now += 4000;
    expect((await api.get('/api/user/balance', { token: player })).status).toBe(401);
  });

  it('expires tokens on demand through the control API', async () => {
    const { server, api } = setup();
    const player = await api.login('player1');
    const other = await api.login('vip1');
    expect(server.control.expireTokens({ username: 'player1' })).toBe(1);
    expect((await api.get('/api/user/balance', { token: player })).status).toBe(401);
    expect((await api.get('/api/user/balance', { token: other })).status).toBe(200);
  });
});

describe('auth/logout', () => {
  it('invalidates the player token', async () => {
    const { api } = setup();
    const token = await api.login('player1');
    const answer = await api.get('/api/auth/logout', { token });
    expect(answer).toMatchObject({ status: 200, success: true });
    expect((await api.get('/api/user/balance', { token })).status).toBe(401);
  });

  it('leaves an anonymous token valid', async () => {
    const { api } = setup();
    const token = await api.anonymousToken();
    expect((await api.get('/api/auth/logout', { token })).success).toBe(true);
    expect((await api.get('/api/cms/grouped', { token })).status).toBe(200);
  });
});
