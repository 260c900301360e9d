import type { RealtimeEvents } from '@site/core';
import { createFullSite } from '@site/core/full';
import { createTestEnv } from '@site/core/testing';
import { createDevServer, type DevServer } from '@site/dev-server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The real @microsoft/signalr client, loaded by the core at login, talks to the dev server's
// hubs through its in-memory WebSocket bridge; REST goes through `server.fetch`. SignalR's own
// timers are real (the bridge is instant, so reconnecting at delay 0 is fast).

let server: DevServer;

afterEach(() => {
  vi.useRealTimers();
  server?.close();
});

function setup() {
  server = createDevServer({ seed: 1 });
  const env = createTestEnv({
    fetch: server.fetch,
    WebSocket: server.WebSocket,
    origin: 'http://localhost',
  });
  const site = createFullSite({ env });
  const events: { type: keyof RealtimeEvents; payload: unknown }[] = [];
  for (const type of ['error', 'disconnect', 'reconnected'] as const) {
    site.realtime.on(type, (payload) => events.push({ type, payload }));
  }
  return { env, site, events };
}

async function loginAndConnect(site: ReturnType<typeof setup>['site']) {
  await site.start();
  await site.session.login({ username: 'player1', password: 'secret1' });
  await vi.waitFor(() => {
    expect(site.realtime.hubs.frnotify.$state.get()).toEqual({ state: 'Connected', gaveUp: false });
    expect(site.realtime.hubs.sbnotify.$state.get()).toEqual({ state: 'Connected', gaveUp: false });
  });
}

const ids = (site: ReturnType<typeof setup>['site']) =>
  site.notifications.$notifications.get().map((n) => n.id);

describe('real-time notifications against the contract dev server', () => {
  it('login connects, a pushed notification arrives, mark read, logout closes the link', async () => {
    const { env, site } = setup();
    await site.start();
    expect(server.hubs.connections()).toHaveLength(0);

    await loginAndConnect(site);
    const fingerprint = JSON.parse(env.storage.getItem('fingerprint') ?? 'null');
    expect(server.hubs.connections('frnotify')).toEqual([
      expect.objectContaining({ username: 'player1', fingerprint, handshakeDone: true }),
    ]);
    expect(server.hubs.connections('sbnotify')).toHaveLength(1);

    const stop = site.notifications.$unreadLabel.listen(() => {});
    await vi.waitFor(() => expect(site.notifications.$notifications.get()).toHaveLength(4));
    expect(site.notifications.$unreadCount.get()).toBe(2);
    // The server omits the zone; the core reads the stamp as UTC.
    for (const notification of site.notifications.$notifications.get()) {
      expect(notification.time).toBeLessThanOrEqual(Date.now());
      expect(notification.time).toBeGreaterThan(Date.now() - 3 * 24 * 3600_000);
    }

    const bells: unknown[] = [];
    site.notifications.on('count-changed', (change) => bells.push(change));
    const pushed = server.control.notify('player1', {
      type: 'Bonus',
      title: 'Bonus tanımlandı',
      note: '50 TL bonus hesabınızda.',
    });
    await vi.waitFor(() => expect(ids(site)[0]).toBe(pushed.id));
    expect(site.notifications.$notifications.get()[0]).toMatchObject({
      title: 'Bonus tanımlandı',
      kind: 'Bonus',
      icon: 'giftbox',
      isRead: false,
    });
    expect(site.notifications.$unreadLabel.get()).toBe('3');
    expect(bells).toEqual([{ count: 3, previous: 2 }]);

    site.notifications.openDetail(pushed.id);
    expect(site.notifications.$selected.get()).toMatchObject({ id: pushed.id, isRead: true });
    await vi.waitFor(() =>
      expect(server.context.notifications.list('player1', 'tr', 0, 0).unread).toBe(2),
    );
    site.notifications.backToList();
    await site.notifications.markRead();
    expect(server.context.notifications.list('player1', 'tr', 0, 0).unread).toBe(0);
    expect(site.notifications.$unreadLabel.get()).toBeNull();

    await site.session.logout();
    // The player's links close; what may come back is the visitor's odds link (sbnotify with
    // the anonymous token, docs/realtime.md), never a link of the player's.
    await vi.waitFor(() =>
      expect(
        server.hubs.connections().filter((c) => c.username !== undefined || c.hub !== 'sbnotify'),
      ).toHaveLength(0),
    );
    expect(site.realtime.hubs.frnotify.$state.get()).toEqual({
      state: 'Disconnected',
      gaveUp: false,
    });
    expect(site.notifications.$notifications.get()).toEqual([]);
    stop();
  });

  it('a dropped hub reconnects by itself and the list catches up on what it missed', async () => {
    const { site, events } = setup();
    await loginAndConnect(site);
    await site.notifications.refresh();
    expect(server.hubs.drop('frnotify')).toBe(1);
    // Stored while no socket is open: only the re-fetch can bring it.
    const missed = server.control.notify('player1', { title: 'Missed', note: 'while away' });
    await vi.waitFor(() => expect(ids(site)).toContain(missed.id));
    expect(site.realtime.hubs.frnotify.$state.get().state).toBe('Connected');
    expect(events.map((event) => event.type)).toEqual(['disconnect', 'reconnected']);
    expect(events[0]?.payload).toMatchObject({ hub: 'frnotify', reconnecting: true });
    await site.session.logout();
  });

  it('after giving up, the link comes back when the page becomes visible', async () => {
    const { env, site, events } = setup();
    await loginAndConnect(site);
    await site.notifications.refresh();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    // Every reconnect attempt (0, 2, 10, 30 s) is refused.
    server.faults.set({ hub: 'frnotify', kind: 'refuse', times: 4 });
    server.hubs.drop('frnotify');
    for (const delay of [0, 2000, 10_000, 30_000]) await vi.advanceTimersByTimeAsync(delay);
    await vi.waitFor(() =>
      expect(site.realtime.hubs.frnotify.$state.get()).toEqual({
        state: 'Disconnected',
        gaveUp: true,
      }),
    );
    expect(server.faults.list()).toEqual([]);
    vi.useRealTimers();

    const missed = server.control.notify('player1', { title: 'Missed', note: 'while gone' });
    env.platform.setVisible(true);
    await vi.waitFor(() =>
      expect(site.realtime.hubs.frnotify.$state.get()).toEqual({
        state: 'Connected',
        gaveUp: false,
      }),
    );
    await vi.waitFor(() => expect(ids(site)).toContain(missed.id));
    expect(events.map((event) => event.type)).toEqual(['disconnect', 'disconnect', 'reconnected']);
    expect(site.realtime.hubs.sbnotify.$state.get().state).toBe('Connected');
    await site.session.logout();
  });

  it('odds pushes reach onCommand; a malformed push is dropped and reported', async () => {
    const { site, events } = setup();
    await loginAndConnect(site);
    await site.notifications.refresh();
    const batches: unknown[] = [];
    site.realtime.onCommand('oddChanged', (items, hub) => batches.push({ items, hub }));
    const batch = [{ id: 610001001, odd: 1.92, changeType: 1 }];
    server.hubs.broadcast('sbnotify', 'oddChanged', batch);
    server.hubs.sendToUser('player1', 'Notification', { id: 'not-a-number' }, 'frnotify');
    await vi.waitFor(() => expect(batches).toEqual([{ items: batch, hub: 'sbnotify' }]));
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatchObject({
      type: 'error',
      payload: { hub: 'frnotify', error: { code: 'malformed' } },
    });
    expect(ids(site)).toHaveLength(4);
    expect(site.realtime.hubs.frnotify.$state.get().state).toBe('Connected');
    await site.session.logout();
  });
});
