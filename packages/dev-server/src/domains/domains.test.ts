import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';

/** The sportsbook and casino modules are mounted with the server's tokens, wallet and hubs. */
describe('mounted domains', () => {
  it('serves the sportsbook under /sbapi/api with the shared token check', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    expect((await api.get('/sbapi/api/feed/livecategorylist')).status).toBe(401);
    const token = await api.anonymousToken();
    const answer = await api.get<{ id: number }[]>('/sbapi/api/feed/livecategorylist', { token });
    expect(answer.success).toBe(true);
    expect(answer.data.length).toBeGreaterThan(0);
  });

  it('serves the casino under /api and its categories in cms/grouped', async () => {
    const server = createDevServer();
    const api = apiClient(server);
    const token = await api.anonymousToken();
    const games = await api.post<unknown[]>(
      '/api/casino/games',
      { search: 'Aviator', live: false },
      { token },
    );
    expect(games.success).toBe(true);
    const grouped = await api.get<{ casinoCategoryList: unknown[] }>('/api/cms/grouped', { token });
    expect(grouped.data.casinoCategoryList.length).toBeGreaterThan(0);
  });

  it('pushes simulator odds changes to sbnotify connections', async () => {
    const server = createDevServer();
    const pushed: unknown[] = [];
    const original = server.hubs.broadcast;
    server.hubs.broadcast = (hub, command, message) => {
      pushed.push({ hub, command });
      return original(hub, command, message);
    };
    server.domains.sportsbook.simulator.tick();
    expect(pushed).toContainEqual({ hub: 'sbnotify', command: 'oddChanged' });
  });
});

describe('domain pages', () => {
  it('serves the live tracker without a token and answers unknown sportsbook paths with the envelope', async () => {
    const server = createDevServer();
    const tracker = await server.fetch('/sbapi/api/tracker/1');
    expect(tracker.status).not.toBe(401);
    expect(tracker.headers.get('content-type')).toContain('text/html');
    const api = apiClient(server);
    const token = await api.anonymousToken();
    expect(await api.get('/sbapi/api/feed/nothing-here', { token, locale: 'en' })).toMatchObject({
      status: 404,
      success: false,
      message: 'Resource not found',
    });
  });
});

describe('/dev/odds', () => {
  it('reads and changes the simulator rate and storm mode', async () => {
    const server = createDevServer({
      sportsbook: { oddsChangesPerSecond: 120, stormChangesPerSecond: 4000 },
    });
    const api = apiClient(server);
    expect((await api.get('/dev/odds')).data).toEqual({ rate: 120, running: false });
    expect((await api.post('/dev/odds', { storm: true })).data).toEqual({
      rate: 4000,
      running: false,
    });
    expect((await api.post('/dev/odds', { storm: false, rate: 10 })).data).toEqual({
      rate: 10,
      running: false,
    });
    const index = (await api.get<Record<string, string>>('/dev/')).data;
    expect(Object.keys(index)).toContain('POST /dev/odds');
  });
});
