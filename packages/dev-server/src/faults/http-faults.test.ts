import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { malformedBody } from './fault-middleware';

async function setup(options: Parameters<typeof createDevServer>[0] = {}) {
  const server = createDevServer(options);
  const token = ((await (await server.fetch('/api/auth/token')).json()) as { data: string }).data;
  const login = await server.fetch('/api/auth/login', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'player1', password: 'secret1' }),
  });
  const player = ((await login.json()) as { data: { token: string } }).data.token;
  const balance = (headers: Record<string, string> = {}) =>
    server.fetch('/api/user/balance', {
      headers: { authorization: `Bearer ${player}`, ...headers },
    });
  return { server, balance };
}

describe('HTTP faults', () => {
  it('latency delays the normal answer', async () => {
    const { server, balance } = await setup();
    server.faults.set({ route: 'user/balance', kind: 'latency', ms: 80 });
    const started = Date.now();
    const response = await balance();
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    expect(((await response.json()) as { data: unknown }).data).toEqual({ balance: 1500 });
  });

  it('http500 answers HTTP 500', async () => {
    const { server, balance } = await setup();
    server.faults.set({ route: 'user/balance', kind: 'http500' });
    const response = await balance({ 'x-locale': 'en' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Internal server error',
      data: null,
    });
  });

  it('fail answers success:false with the given or a localised message', async () => {
    const { server, balance } = await setup();
    server.faults.set({
      route: 'user/balance',
      kind: 'fail',
      message: 'Bakım çalışması',
      times: 1,
    });
    server.faults.set({ route: 'user/balance', kind: 'fail', times: 1 });
    expect(await (await balance()).json()).toEqual({
      success: false,
      message: 'Bakım çalışması',
      data: null,
    });
    expect(await (await balance({ 'x-locale': 'en' })).json()).toEqual({
      success: false,
      message: 'Operation failed',
      data: null,
    });
  });

  it('malformed answers a cut-off JSON body', async () => {
    const { server, balance } = await setup();
    server.faults.set({ route: 'user/balance', kind: 'malformed' });
    const response = await balance();
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe(malformedBody);
    await expect(balance().then((r) => r.json())).rejects.toThrow();
  });

  it('unauthorized forces a 401 even with a valid token', async () => {
    const { server, balance } = await setup();
    server.faults.set({ route: '/api/user/balance', kind: 'unauthorized', times: 1 });
    expect((await balance()).status).toBe(401);
    expect((await balance()).status).toBe(200);
  });

  it('network makes the in-process fetch reject like a dropped connection', async () => {
    const { server, balance } = await setup();
    server.faults.set({ route: 'user/balance', kind: 'network', times: 1 });
    await expect(balance()).rejects.toThrow(TypeError);
    expect((await balance()).status).toBe(200);
  });

  it('matches by RegExp, by wildcard and by method; never on /dev/', async () => {
    const { server, balance } = await setup();
    server.faults.set({ route: /\/user\//, kind: 'http500', times: 1 });
    expect((await balance()).status).toBe(500);
    server.faults.set({ route: 'user/balance', kind: 'http500', method: 'POST' });
    expect((await balance()).status).toBe(200);
    server.faults.clear();
    server.faults.set({ route: '*', kind: 'http500' });
    expect((await server.fetch('/api/auth/token')).status).toBe(500);
    expect((await server.fetch('/dev/accounts')).status).toBe(200);
  });

  it('applies a probability from the seeded PRNG, the same way for the same seed', async () => {
    const outcomes = async () => {
      const { server, balance } = await setup({ seed: 42 });
      server.faults.set({ route: 'user/balance', kind: 'http500', probability: 0.5 });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) statuses.push((await balance()).status);
      return statuses;
    };
    const first = await outcomes();
    expect(first).toEqual(await outcomes());
    const failures = first.filter((s) => s === 500).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
  });

  it('takes fault rules from the options', async () => {
    const { balance } = await setup({
      faults: [{ route: 'user/balance', kind: 'http500', times: 1 }],
    });
    expect((await balance()).status).toBe(500);
    expect((await balance()).status).toBe(200);
  });
});
