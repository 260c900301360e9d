import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';

async function setup() {
  const server = createDevServer();
  const api = apiClient(server);
  return { server, api, token: await api.anonymousToken() };
}

describe('password recovery', () => {
  it('walks send code → check code → change password, then logs in with the new one', async () => {
    const { server, api, token } = await setup();
    expect(
      (await api.post('/api/auth/sendresetpassword', { username: 'player1' }, { token })).success,
    ).toBe(true);
    const code = server.control.lastCode('player1', 'reset') ?? '';
    expect(
      (await api.post('/api/auth/checkresetcode', { username: 'player1', code }, { token }))
        .success,
    ).toBe(true);
    const changed = await api.post(
      '/api/auth/changepasswordwithcode',
      { username: 'player1', code, password: 'yeni12345', password2: 'yeni12345' },
      { token },
    );
    expect(changed).toMatchObject({ success: true, message: 'Şifreniz değiştirildi' });
    expect(
      (await api.post('/api/auth/login', { username: 'player1', password: 'secret1' }, { token }))
        .success,
    ).toBe(false);
    expect(
      (await api.post('/api/auth/login', { username: 'player1', password: 'yeni12345' }, { token }))
        .success,
    ).toBe(true);
    // The code is spent.
    expect(
      (await api.post('/api/auth/checkresetcode', { username: 'player1', code }, { token }))
        .success,
    ).toBe(false);
  });

  it('refuses an unknown user, a wrong code and differing passwords', async () => {
    const { server, api, token } = await setup();
    expect(
      (
        await api.post(
          '/api/auth/sendresetpassword',
          { username: 'nobody99' },
          { token, locale: 'en' },
        )
      ).message,
    ).toBe('User not found');
    expect(
      (await api.post('/api/auth/sendresetpassword', { username: 'abc' }, { token, locale: 'en' }))
        .message,
    ).toBe('Username must be between 5 and 50 characters');
    await api.post('/api/auth/sendresetpassword', { username: 'player1' }, { token });
    const code = server.control.lastCode('player1', 'reset') ?? '';
    expect(
      (
        await api.post(
          '/api/auth/checkresetcode',
          { username: 'player1', code: 'x1x' },
          { token, locale: 'en' },
        )
      ).message,
    ).toBe('The reset code is wrong or has expired');
    expect(
      (
        await api.post(
          '/api/auth/changepasswordwithcode',
          { username: 'player1', code, password: 'yeni12345', password2: 'yeni54321' },
          { token, locale: 'en' },
        )
      ).message,
    ).toBe('Passwords do not match');
  });

  it('expires reset codes after ten minutes on the injected clock', async () => {
    let now = 1_000_000;
    const server = createDevServer({ now: () => now });
    const api = apiClient(server);
    const token = await api.anonymousToken();
    await api.post('/api/auth/sendresetpassword', { username: 'player1' }, { token });
    const code = server.control.lastCode('player1', 'reset') ?? '';
    now += 10 * 60 * 1000;
    expect(
      (await api.post('/api/auth/checkresetcode', { username: 'player1', code }, { token }))
        .success,
    ).toBe(false);
  });
});
