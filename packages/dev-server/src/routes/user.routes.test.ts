import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';

describe('user/balance', () => {
  it('answers the balance of the logged-in player and follows control changes', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const token = await api.login('player1');
    expect((await api.get('/api/user/balance', { token })).data).toEqual({ balance: 1500 });
    server.control.setBalance('player1', 2750.25);
    expect((await api.get('/api/user/balance', { token })).data).toEqual({ balance: 2750.25 });
    expect(server.control.getBalance('player1')).toBe(2750.25);
  });

  it('answers "Please login first" (HTTP 200) to a visitor holding only an anonymous token', async () => {
    const api = apiClient(createDevServer());
    const token = await api.anonymousToken();
    const answer = await api.get('/api/user/balance', { token, locale: 'en' });
    expect(answer).toMatchObject({
      status: 200,
      success: false,
      message: 'Please login first',
      data: null,
    });
  });
});
