import { describe, expect, it } from 'vitest';
import { casinoModule } from '../../entries/casino.module';
import { shellModule } from '../../entries/shell.module';
import { createSite } from '../create-site';
import { createFakeHubClients } from './fake-hub-client';
import { flush, login, playerAuth, setupSite, storedSession } from './realtime.test-support';
import type { RealtimeEvents } from './realtime.types';
import { KEEP_ALIVE_MS, RECONNECT_DELAYS_MS, SERVER_TIMEOUT_MS } from './realtime.types';

function record(site: ReturnType<typeof setupSite>['site']) {
  const seen: { type: keyof RealtimeEvents; payload: RealtimeEvents[keyof RealtimeEvents] }[] = [];
  for (const type of ['error', 'disconnect', 'reconnected'] as const) {
    site.realtime.on(type, (payload) => seen.push({ type, payload }));
  }
  return seen;
}

const states = (site: ReturnType<typeof setupSite>['site']) => ({
  frnotify: site.realtime.hubs.frnotify.$state.get(),
  sbnotify: site.realtime.hubs.sbnotify.$state.get(),
});

describe('each module opens only its own hub', () => {
  it('a casino + shell site opens frnotify for the player, never the sportsbook hub', async () => {
    const { env } = setupSite();
    const fakes = createFakeHubClients();
    const site = createSite({
      env,
      realtime: { hubClient: fakes.factory },
      modules: [casinoModule(), shellModule()],
    });
    await site.start();
    await site.session.login({ username: 'ayse', password: 'secret1' });
    await flush();
    expect(fakes.created.map((client) => client.hub)).toEqual(['frnotify']);
    expect(site.realtime.hubs.sbnotify.$state.get().state).toBe('Disconnected');
  });
});

describe('real-time link lifecycle', () => {
  it('opens no hub for a visitor: the client is built at login, not before', async () => {
    const { site, fakes } = setupSite();
    await site.start();
    await site.realtime.connect();
    await flush();
    expect(fakes.created).toHaveLength(0);
    expect(states(site).frnotify).toEqual({ state: 'Disconnected', gaveUp: false });

    await login(site);
    expect(fakes.created.map((client) => client.hub).sort()).toEqual(['frnotify', 'sbnotify']);
    expect(states(site)).toEqual({
      frnotify: { state: 'Connected', gaveUp: false },
      sbnotify: { state: 'Connected', gaveUp: false },
    });
  });

  it('configures each hub as spec 000 §7 says: URL with x-fingerprint, player token, delays', async () => {
    const WebSocketPort = class {} as unknown as typeof WebSocket;
    const { site, fakes } = setupSite({
      storage: { fingerprint: '"fp-123"' },
      WebSocket: WebSocketPort,
    });
    await login(site);
    const fr = fakes.latest('frnotify');
    expect(fr?.config.url).toBe('http://site.test/hub/frnotify?x-fingerprint=fp-123');
    expect(fakes.latest('sbnotify')?.config.url).toBe(
      'http://site.test/hub/sbnotify?x-fingerprint=fp-123',
    );
    expect(fr?.config.accessToken()).toBe(playerAuth.token);
    expect(fr?.config.reconnectDelays).toEqual([0, 2000, 10_000, 30_000]);
    expect(RECONNECT_DELAYS_MS).toEqual([0, 2000, 10_000, 30_000]);
    expect(fr?.config.serverTimeoutMs).toBe(SERVER_TIMEOUT_MS);
    expect(fr?.config.keepAliveMs).toBe(KEEP_ALIVE_MS);
    expect([SERVER_TIMEOUT_MS, KEEP_ALIVE_MS]).toEqual([30_000, 15_000]);
    expect(fr?.config.WebSocket).toBe(WebSocketPort);
  });

  it('resolves configured hub paths against the baseUrl', async () => {
    const { site, fakes } = setupSite({
      baseUrl: 'https://www.site.example/',
      hubPaths: { frnotify: '/push/fr', sbnotify: 'push/sb' },
      storage: { fingerprint: '"fp"' },
    });
    await login(site);
    expect(fakes.latest('frnotify')?.config.url).toBe(
      'https://www.site.example/push/fr?x-fingerprint=fp',
    );
    expect(fakes.latest('sbnotify')?.config.url).toBe(
      'https://www.site.example/push/sb?x-fingerprint=fp',
    );
  });

  it('connects a session restored from storage at site.start()', async () => {
    const { site, fakes } = setupSite({ storage: storedSession });
    await flush();
    expect(fakes.created).toHaveLength(0);
    await site.start();
    await flush();
    expect(fakes.created).toHaveLength(2);
    expect(states(site).frnotify.state).toBe('Connected');
  });

  it('closes both hubs at logout without reporting it as a disconnect', async () => {
    const { site, fakes, env } = setupSite();
    const seen = record(site);
    await login(site);
    expect(env.platformSubscriptions()).toBe(4);
    await site.session.logout();
    await flush();
    expect(fakes.created.map((client) => client.state)).toEqual(['Disconnected', 'Disconnected']);
    expect(states(site)).toEqual({
      frnotify: { state: 'Disconnected', gaveUp: false },
      sbnotify: { state: 'Disconnected', gaveUp: false },
    });
    expect(seen).toEqual([]);
    expect(env.platformSubscriptions()).toBe(0);
  });

  it('shows Disconnecting while the client closes', async () => {
    const { site } = setupSite();
    await login(site);
    const seen: string[] = [];
    site.realtime.hubs.frnotify.$state.listen((value) => seen.push(value.state));
    const closing = site.realtime.disconnect();
    expect(seen).toEqual(['Disconnecting']);
    await closing;
    expect(seen).toEqual(['Disconnecting', 'Disconnected']);
  });

  it('a logout while the link is still connecting leaves nothing running', async () => {
    const { site, fakes, env } = setupSite();
    await site.session.login({ username: 'ayse', password: 'secret1' });
    expect(states(site).frnotify.state).toBe('Connecting');
    await site.session.logout();
    await flush();
    expect(fakes.created.every((client) => client.state === 'Disconnected')).toBe(true);
    expect(states(site).frnotify).toEqual({ state: 'Disconnected', gaveUp: false });
    expect(env.platformSubscriptions()).toBe(0);
    expect(env.clock.pendingTimers()).toBe(0);
  });

  it('a new login builds fresh clients and reads the new token', async () => {
    const { site, fakes, env } = setupSite();
    await login(site);
    await site.session.logout();
    env.routes.route('POST /api/auth/login', () =>
      Response.json({ success: true, message: '', data: { ...playerAuth, token: 'second' } }),
    );
    await login(site);
    expect(fakes.created).toHaveLength(4);
    expect(fakes.latest('frnotify')?.config.accessToken()).toBe('second');
    expect(fakes.latest('frnotify')?.state).toBe('Connected');
    expect(fakes.created[0]?.state).toBe('Disconnected');
  });
});

describe('link events and the gave-up state', () => {
  it('drop → Reconnecting + disconnect; back → Connected + reconnected', async () => {
    const { site, fakes } = setupSite();
    const seen = record(site);
    await login(site);
    const fr = fakes.latest('frnotify');
    fr?.drop(new Error('socket closed 1006'));
    expect(states(site).frnotify).toEqual({ state: 'Reconnecting', gaveUp: false });
    expect(seen).toEqual([
      {
        type: 'disconnect',
        payload: {
          hub: 'frnotify',
          error: expect.objectContaining({ code: 'network' }),
          reconnecting: true,
        },
      },
    ]);
    fr?.recover();
    expect(states(site).frnotify).toEqual({ state: 'Connected', gaveUp: false });
    expect(seen.at(-1)).toEqual({ type: 'reconnected', payload: { hub: 'frnotify' } });
  });

  it('after the client gives up the state says so', async () => {
    const { site, fakes } = setupSite();
    const seen = record(site);
    await login(site);
    const sb = fakes.latest('sbnotify');
    sb?.drop();
    sb?.giveUp();
    expect(states(site).sbnotify).toEqual({ state: 'Disconnected', gaveUp: true });
    expect(states(site).frnotify).toEqual({ state: 'Connected', gaveUp: false });
    expect(seen.map((event) => event.type)).toEqual(['disconnect', 'disconnect']);
    expect(seen.at(-1)?.payload).toEqual({
      hub: 'sbnotify',
      error: undefined,
      reconnecting: false,
    });
  });

  it('a link that gave up restarts when the page becomes visible, and reports a reconnect', async () => {
    const { site, fakes, env } = setupSite();
    const seen = record(site);
    await login(site);
    const fr = fakes.latest('frnotify');
    fr?.giveUp(new Error('gone'));
    env.platform.setVisible(false);
    await flush();
    expect(fr?.starts).toBe(1);
    env.platform.setVisible(true);
    await flush();
    expect(fr?.starts).toBe(2);
    expect(states(site).frnotify).toEqual({ state: 'Connected', gaveUp: false });
    expect(seen.at(-1)).toEqual({ type: 'reconnected', payload: { hub: 'frnotify' } });
    // A visible page with a healthy link starts nothing.
    env.platform.setVisible(true);
    await flush();
    expect(fr?.starts).toBe(2);
  });

  it('a link that gave up restarts when the network comes back', async () => {
    const { site, fakes, env } = setupSite();
    await login(site);
    fakes.latest('sbnotify')?.giveUp();
    env.platform.goOnline();
    await flush();
    expect(fakes.latest('sbnotify')?.starts).toBe(2);
    expect(states(site).sbnotify.state).toBe('Connected');
    expect(fakes.latest('frnotify')?.starts).toBe(1);
  });

  it('reconnect() restarts a link that gave up by hand', async () => {
    const { site, fakes } = setupSite();
    await login(site);
    fakes.latest('frnotify')?.giveUp();
    await site.realtime.reconnect();
    expect(states(site).frnotify).toEqual({ state: 'Connected', gaveUp: false });
  });

  it('a failed start is retried after 0, 2, 10 and 30 s on the clock, then gives up', async () => {
    const { site, fakes, env } = setupSite();
    const seen = record(site);
    fakes.failStarts('frnotify', 99);
    await login(site);
    const fr = fakes.latest('frnotify');
    expect(fr?.starts).toBe(1);
    expect(states(site).frnotify).toEqual({ state: 'Reconnecting', gaveUp: false });
    const startsAfter = async (ms: number) => {
      env.clock.advance(ms);
      await flush();
      return fr?.starts;
    };
    expect(await startsAfter(0)).toBe(2);
    expect(await startsAfter(1999)).toBe(2);
    expect(await startsAfter(1)).toBe(3);
    expect(await startsAfter(9999)).toBe(3);
    expect(await startsAfter(1)).toBe(4);
    expect(await startsAfter(29_999)).toBe(4);
    expect(await startsAfter(1)).toBe(5);
    expect(states(site).frnotify).toEqual({ state: 'Disconnected', gaveUp: true });
    expect(await startsAfter(600_000)).toBe(5);
    expect(env.clock.pendingTimers()).toBe(0);
    const errors = seen.filter((event) => event.type === 'error');
    expect(errors).toHaveLength(5);
    expect(errors[0]?.payload).toMatchObject({ hub: 'frnotify', error: { code: 'network' } });
    expect(states(site).sbnotify.state).toBe('Connected');
  });

  it('a start that succeeds on a retry counts as a reconnect', async () => {
    const { site, fakes, env } = setupSite();
    const seen = record(site);
    fakes.failStarts('frnotify', 2);
    await login(site);
    env.clock.advance(0);
    await flush();
    env.clock.advance(2000);
    await flush();
    expect(states(site).frnotify.state).toBe('Connected');
    expect(seen.map((event) => event.type)).toEqual(['error', 'error', 'reconnected']);
  });

  it('a logout during a retry delay cancels the timer', async () => {
    const { site, fakes, env } = setupSite();
    fakes.failStarts('sbnotify', 99);
    await login(site);
    expect(env.clock.pendingTimers()).toBe(1);
    await site.session.logout();
    expect(env.clock.pendingTimers()).toBe(0);
    env.clock.advance(60_000);
    await flush();
    expect(fakes.latest('sbnotify')?.starts).toBe(1);
  });

  it('when the SignalR code cannot load, the link gives up and loads again when online', async () => {
    const { site, fakes, env } = setupSite();
    const seen = record(site);
    fakes.failLoads(2);
    await login(site);
    expect(fakes.created).toHaveLength(0);
    expect(states(site).frnotify).toEqual({ state: 'Disconnected', gaveUp: true });
    expect(seen.filter((event) => event.type === 'error')).toHaveLength(2);
    env.platform.goOnline();
    await flush();
    expect(fakes.created).toHaveLength(2);
    expect(states(site).frnotify).toEqual({ state: 'Connected', gaveUp: false });
  });
});

describe('NotifyMessage dispatch', () => {
  it('hands validated oddChanged batches to onCommand subscribers, with the hub', async () => {
    const { site, fakes } = setupSite();
    await login(site);
    const batches: unknown[] = [];
    const stop = site.realtime.onCommand('oddChanged', (items, hub) =>
      batches.push({ items, hub }),
    );
    const items = [
      { id: 610001001, odd: 1.92, changeType: 1 },
      { id: 610004410, odd: 3.1, changeType: -1 },
    ];
    fakes.latest('sbnotify')?.push({ command: 'oddChanged', message: items });
    expect(batches).toEqual([{ items, hub: 'sbnotify' }]);
    stop();
    fakes.latest('sbnotify')?.push({ command: 'oddChanged', message: items });
    expect(batches).toHaveLength(1);
  });

  it('reads the spec spelling `cmd` + `items` and JSON text messages too', async () => {
    const { site, fakes } = setupSite();
    await login(site);
    const batches: unknown[] = [];
    site.realtime.onCommand('oddChanged', (items) => batches.push(items));
    const items = [{ id: 1, odd: 2.5, changeType: 1 }];
    fakes.latest('sbnotify')?.push({ cmd: 'oddChanged', items });
    fakes.latest('sbnotify')?.push({ command: 'oddChanged', message: JSON.stringify(items) });
    fakes.latest('sbnotify')?.push(JSON.stringify({ command: 'oddChanged', message: items }));
    expect(batches).toEqual([items, items, items]);
  });

  it('drops malformed pushes, reports them as errors and keeps the link up', async () => {
    const { site, fakes } = setupSite();
    const seen = record(site);
    await login(site);
    const handled: unknown[] = [];
    site.realtime.onCommand('oddChanged', (items) => handled.push(items));
    site.realtime.onCommand('Notification', (notification) => handled.push(notification));
    const sb = fakes.latest('sbnotify');
    sb?.push(null);
    sb?.push('not json');
    sb?.push({ message: [] });
    sb?.push({ command: 'oddChanged', message: { id: 1, odd: 2, changeType: 1 } });
    fakes.latest('frnotify')?.push({ command: 'Notification', message: { title: 'no id' } });
    expect(handled).toEqual([]);
    const errors = seen.filter((event) => event.type === 'error');
    expect(errors).toHaveLength(5);
    for (const error of errors) {
      expect(error.payload).toMatchObject({ error: { code: 'malformed' } });
    }
    expect(errors[3]?.payload).toMatchObject({
      error: { message: expect.stringMatching(/oddChanged/) },
    });
    expect(states(site).sbnotify.state).toBe('Connected');
  });

  it('keeps an oddChanged batch with one bad entry: the watched odds of the good ones move', async () => {
    const { site, fakes } = setupSite();
    const seen = record(site);
    await login(site);
    const $good = site.sportsbook.odds.$odd(610001001, 1.85);
    const $bad = site.sportsbook.odds.$odd(610001002, 3.6);
    const stops = [$good.listen(() => {}), $bad.listen(() => {})];
    fakes.latest('sbnotify')?.push({
      command: 'oddChanged',
      message: [
        { id: 610001002, odd: 'high', changeType: 1 },
        { id: 610001001, odd: 1.92, changeType: 1 },
      ],
    });
    expect($good.get()).toEqual({ rate: 1.92, direction: 'up' });
    expect($bad.get()).toEqual({ rate: 3.6, direction: null });
    expect(seen.filter((event) => event.type === 'error')).toEqual([]);
    for (const stop of stops) stop();
  });

  it('passes unknown commands through unchecked, whatever their name', async () => {
    const { site, fakes } = setupSite();
    await login(site);
    const got: unknown[] = [];
    site.realtime.onCommand('scoreChanged', (payload, hub) => got.push({ payload, hub }));
    site.realtime.onCommand('toString', (payload) => got.push(payload));
    fakes.latest('sbnotify')?.push({ command: 'scoreChanged', message: { anything: true } });
    fakes.latest('sbnotify')?.push({ command: 'toString', message: 1 });
    fakes.latest('sbnotify')?.push({ command: 'nobodyListens', message: 1 });
    expect(got).toEqual([{ payload: { anything: true }, hub: 'sbnotify' }, 1]);
  });

  it('ignores pushes of a stopped run', async () => {
    const { site, fakes } = setupSite();
    await login(site);
    const old = fakes.latest('sbnotify');
    const got: unknown[] = [];
    site.realtime.onCommand('oddChanged', (items) => got.push(items));
    await site.session.logout();
    await flush();
    // Even if a stale client came back and delivered something, it must not reach the site.
    old?.recover();
    old?.push({ command: 'oddChanged', message: [] });
    expect(got).toEqual([]);
    expect(states(site).sbnotify).toEqual({ state: 'Disconnected', gaveUp: false });
  });
});
