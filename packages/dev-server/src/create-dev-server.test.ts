import { describe, expect, it } from 'vitest';
import { createDevServer } from './create-dev-server';
import { apiClient } from './testing/api-client';

/** What a seeded run produces: SMS codes and payment references. */
async function seededRun(seed: number) {
  const server = createDevServer({ seed });
  const api = apiClient(server);
  const token = await api.login('newbie1');
  await api.post('/api/customer/updatephone', { step: 1, phone: '905441234500' }, { token });
  await api.post('/api/customer/updatephone', { step: 1, phone: '905441234500' }, { token });
  const player = await api.login('player1');
  const deposit = await api.post<string>(
    '/api/payment/deposit',
    { id: 2, target: 'pay', detail: { Amount: 100, PaparaNo: 1234567890 } },
    { token: player },
  );
  return { codes: server.control.codes().map((c) => c.code), deposit: deposit.data };
}

describe('createDevServer', () => {
  it('is deterministic for a seed and differs between seeds', async () => {
    const first = await seededRun(7);
    expect(await seededRun(7)).toEqual(first);
    expect(await seededRun(8)).not.toEqual(first);
  });

  it('keeps two servers in one process apart', async () => {
    const a = createDevServer();
    const b = createDevServer();
    a.control.setBalance('player1', 1);
    expect(b.control.getBalance('player1')).toBe(1500);
  });

  it('stamps notifications with the injected clock', async () => {
    const server = createDevServer({ now: () => Date.UTC(2030, 0, 2, 3, 4, 5) });
    expect(server.control.notify('vip1', { title: 'x', note: 'y' }).timeStamp).toBe(
      '2030-01-02T03:04:05.000',
    );
  });
});
