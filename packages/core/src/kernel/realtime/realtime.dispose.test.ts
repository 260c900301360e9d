import { describe, expect, it, vi } from 'vitest';
import { createTestEnv } from '../../testing';
import { createFakeHubClients } from './fake-hub-client';
import { createHubLink } from './hub-link';
import { flush, login, setupSite, storedSession } from './realtime.test-support';
import { type HubLinkState, RECONNECT_DELAYS_MS } from './realtime.types';

// A site disposed (a micro-frontend unmounting) while a hub is still connecting: no socket of
// it may stay open, no handler run and no reconnect be scheduled afterwards.

const DISCONNECTED: HubLinkState = { state: 'Disconnected', gaveUp: false };

function watch(site: ReturnType<typeof setupSite>['site']) {
  const events: string[] = [];
  for (const type of ['error', 'disconnect', 'reconnected'] as const) {
    site.realtime.on(type, () => events.push(type));
  }
  const states: string[] = [];
  site.realtime.hubs.frnotify.$state.listen((value) => states.push(value.state));
  return { events, states };
}

describe('dispose() during the hub handshake', () => {
  it('stops a connection whose handshake completes after dispose(), and runs nothing of it', async () => {
    const { env, fakes, site } = setupSite({ storage: storedSession });
    const release = fakes.holdStart('frnotify');
    const seen = watch(site);
    void site.start();
    await vi.waitFor(() => expect(fakes.latest('frnotify')?.state).toBe('Connecting'));
    const client = fakes.latest('frnotify');

    let disposed = false;
    const disposing = site.dispose().then(() => {
      disposed = true;
    });
    await flush();
    // The handshake cannot be aborted any more: dispose() waits for it to settle.
    expect(disposed).toBe(false);
    release();
    await disposing;

    expect(client?.state).toBe('Disconnected');
    expect(fakes.created.map((each) => each.state)).toEqual(['Disconnected', 'Disconnected']);
    expect(site.realtime.hubs.frnotify.$state.get()).toEqual(DISCONNECTED);
    expect(seen.states).not.toContain('Connected');
    expect(seen.events).toEqual([]);
    expect(env.clock.pendingTimers()).toBe(0);
    expect(env.platformSubscriptions()).toBe(0);
    // Nothing reconnects later either.
    env.clock.advance(60_000);
    env.platform.goOnline();
    await flush();
    expect(fakes.created.every((each) => each.starts === 1)).toBe(true);
    expect(site.realtime.hubs.frnotify.$state.get()).toEqual(DISCONNECTED);
  });

  it('a handshake that completes in the turn dispose() stops it leaves no connection open', async () => {
    const { env, fakes, site } = setupSite();
    const seen = watch(site);
    await site.session.login({ username: 'ayse', password: 'secret1' });
    expect(site.realtime.hubs.frnotify.$state.get().state).toBe('Connecting');
    await site.dispose();
    expect(fakes.created.map((each) => each.state)).toEqual(['Disconnected', 'Disconnected']);
    expect(seen.events).toEqual([]);
    await flush();
    expect(site.realtime.hubs.frnotify.$state.get()).toEqual(DISCONNECTED);
    expect(env.clock.pendingTimers()).toBe(0);
  });

  it('cancels a start that waits for the previous connection to close', async () => {
    const { fakes, site } = setupSite();
    await login(site);
    expect(fakes.latest('frnotify')?.state).toBe('Connected');
    // A quick logout and login: the new start waits for the old connection to close, and the
    // page is torn down (realtime.disconnect(), as dispose() does) before it has.
    void site.realtime.disconnect();
    void site.realtime.connect();
    await site.realtime.disconnect();
    await flush();
    expect(fakes.created.filter((each) => each.starts > 0)).toHaveLength(2);
    expect(fakes.created.every((each) => each.state === 'Disconnected')).toBe(true);
    expect(site.realtime.hubs.frnotify.$state.get()).toEqual(DISCONNECTED);
    expect(site.realtime.hubs.sbnotify.$state.get()).toEqual(DISCONNECTED);
  });

  it('a link stopped after SignalR loaded, before its start, opens nothing', async () => {
    const env = createTestEnv();
    const fakes = createFakeHubClients();
    const link = createHubLink({
      name: 'frnotify',
      config: () => ({
        hub: 'frnotify',
        url: 'https://site.test/hub/frnotify',
        accessToken: () => 'player-token',
        WebSocket: undefined,
        reconnectDelays: RECONNECT_DELAYS_MS,
        serverTimeoutMs: 30_000,
        keepAliveMs: 15_000,
      }),
      // The stop lands while the link wires the loaded client: its start() is not called yet.
      createClient: async (config) => {
        const client = await fakes.factory(config);
        const register = client.onreconnected.bind(client);
        client.onreconnected = (callback) => {
          register(callback);
          void link.stop();
        };
        return client;
      },
      clock: env.clock,
      platform: env.platform,
      events: { emit: () => {} },
      receive: () => {},
    });
    await link.start();
    await flush();
    expect(fakes.latest('frnotify')?.starts).toBe(0);
    expect(link.$state.get()).toEqual(DISCONNECTED);
  });
});
