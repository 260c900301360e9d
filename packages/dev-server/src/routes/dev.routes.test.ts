import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';

describe('/dev/ endpoints', () => {
  it('sets and reads a balance without a token', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const set = await api.post('/dev/balance', { username: 'player1', balance: 99.5 });
    expect(set).toMatchObject({
      status: 200,
      success: true,
      data: { username: 'player1', balance: 99.5 },
    });
    expect((await api.get('/dev/balance?username=player1')).data).toEqual({
      username: 'player1',
      balance: 99.5,
    });
  });

  it('answers 400 with a readable message for an unknown player', async () => {
    const api = apiClient(createDevServer());
    const answer = await api.post('/dev/balance', { username: 'ghost', balance: 1 });
    expect(answer).toMatchObject({ status: 400, success: false, message: 'Unknown player: ghost' });
  });

  it('lists accounts, codes and hub connections', async () => {
    const api = apiClient(createDevServer());
    expect((await api.get<unknown[]>('/dev/accounts')).data).toHaveLength(4);
    expect((await api.get<unknown[]>('/dev/codes')).data).toEqual([]);
    expect((await api.get<unknown[]>('/dev/hubs')).data).toEqual([]);
  });

  it('expires tokens', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const token = await api.login('player1');
    expect((await api.post('/dev/expire-tokens', { username: 'player1' })).data).toEqual({
      expired: 1,
    });
    expect((await api.get('/api/user/balance', { token })).status).toBe(401);
  });

  it('sets and clears faults from a spec string', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const set = await api.post('/dev/faults', { spec: 'user/balance=fail:Bakımdayız#1' });
    expect(set.data).toMatchObject({
      route: 'user/balance',
      kind: 'fail',
      message: 'Bakımdayız',
      times: 1,
    });
    const token = await api.login('player1');
    expect(await api.get('/api/user/balance', { token })).toMatchObject({
      success: false,
      message: 'Bakımdayız',
    });
    expect((await api.get('/api/user/balance', { token })).success).toBe(true);
    await api.post('/dev/faults', { spec: '*=http500' });
    await server.fetch('/dev/faults', { method: 'DELETE' });
    expect((await api.get('/dev/faults')).data).toEqual([]);
  });
});

describe('/dev/ index', () => {
  it('lists the dev endpoints with or without the trailing slash', async () => {
    const server = createDevServer();
    for (const path of ['/dev', '/dev/']) {
      const body = (await (await server.fetch(path)).json()) as { data: Record<string, string> };
      expect(Object.keys(body.data)).toContain('POST /dev/balance');
    }
  });
});

describe('/dev/ payments, notifications and bootstrap', () => {
  it('settles and confirms payments, pushes notifications, turns bootstrap knobs', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const token = await api.login('player1');
    await api.post(
      '/api/payment/deposit',
      { id: 1, target: 'pay', detail: { Amount: 200, BankId: 1, NameSurname: 'Ahmet Yılmaz' } },
      { token },
    );
    const redirect = await api.post<string>(
      '/api/payment/deposit',
      { id: 2, target: 'pay', detail: { Amount: 300, PaparaNo: 1234567890 } },
      { token },
    );
    expect((await api.post('/dev/payments/settle', {})).data).toEqual({ settled: 1 });
    const id = /pay\/(TX\d+)/.exec(redirect.data)?.[1] ?? '';
    expect((await api.post(`/dev/payments/${id}/confirm`, {})).status).toBe(200);
    expect((await api.post(`/dev/payments/${id}/confirm`, {})).status).toBe(409);
    expect(server.control.getBalance('player1')).toBe(2000);
    expect((await api.get<unknown[]>('/dev/payments?username=player1')).data).toHaveLength(2);

    const pushed = await api.post<{ type: number; title: string }>('/dev/notify', {
      username: 'player1',
      type: 'Jackpot',
      title: 'Jackpot!',
      note: 'x',
    });
    expect(pushed.data).toMatchObject({ type: 3, title: 'Jackpot!' });
    expect(
      (await api.post<{ trialBonusAmount: number }>('/dev/bootstrap', { trialBonusAmount: 0 })).data
        .trialBonusAmount,
    ).toBe(0);
    expect((await api.get<unknown[]>('/dev/call-requests')).data).toEqual([]);
  });
});
