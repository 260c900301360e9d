import { STORE_UNMOUNT_DELAY } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { listenerCount, ok } from '../../testing';
import { BALANCE_POLL_MS } from '../session/session.types';
import { flush, login, setupSite } from './realtime.test-support';
import type { HubName } from './realtime.types';

const MINUTES = 30;
const RECONNECTS = 50;

/**
 * Issue 4 soak: 30 simulated minutes of balance polling with 50 reconnects of every kind
 * (SignalR's own, after giving up via visibility and via online, failed starts retried on the
 * clock, fresh logins). Timers, platform subscriptions and listeners must end at their baseline.
 */
describe('soak: 30 minutes of polling and 50 reconnects', () => {
  it('returns timers and listeners to their baseline', async () => {
    const { env, fakes, site } = setupSite();
    let balance = 0;
    env.routes.route('GET /api/user/balance', () => ok({ balance: ++balance }));
    env.routes.route('POST /api/customer/notification', () =>
      ok([
        { id: 1, title: 't', note: 'n', type: 4, timeStamp: '2026-01-01T00:00:00', isRead: false },
      ]),
    );
    await site.start();
    await flush();

    const baseline = {
      timers: env.clock.pendingTimers(),
      platform: env.platformSubscriptions(),
      realtime: listenerCount(site.realtime),
      notifications: listenerCount(site.notifications),
      authListeners: site.session.$authData.lc,
    };

    await login(site);
    // What a page would hold: the balance, the bell, the link state, event and command handlers.
    const ui = [
      site.balance.$balance.listen(() => {}),
      site.notifications.$unreadLabel.listen(() => {}),
      site.notifications.$selected.listen(() => {}),
      site.realtime.hubs.frnotify.$state.listen(() => {}),
      site.realtime.hubs.sbnotify.$state.listen(() => {}),
      site.realtime.on('reconnected', () => {}),
      site.realtime.on('disconnect', () => {}),
      site.realtime.onCommand('oddChanged', () => {}),
      site.notifications.on('count-changed', () => {}),
    ];
    await flush();

    const pollsPerReconnect = Math.floor((MINUTES * 60_000) / BALANCE_POLL_MS / RECONNECTS);
    let reconnects = 0;
    let logins = 1;
    const hubs: HubName[] = ['frnotify', 'sbnotify'];

    for (let round = 0; round < RECONNECTS; round++) {
      for (let poll = 0; poll < pollsPerReconnect; poll++) {
        env.clock.advance(BALANCE_POLL_MS);
        await flush(3);
      }
      const hub = hubs[round % 2] as HubName;
      const client = fakes.latest(hub);
      switch (round % 5) {
        case 0:
        case 1:
          // SignalR's own reconnect.
          client?.drop(new Error('1006'));
          client?.recover();
          break;
        case 2:
          // Gave up; the page coming back restarts it.
          client?.drop();
          client?.giveUp();
          env.platform.setVisible(false);
          env.platform.setVisible(true);
          break;
        case 3:
          // Gave up; the network coming back restarts it, after two failed starts on the clock.
          fakes.failStarts(hub, 2);
          client?.giveUp(new Error('offline'));
          env.platform.goOnline();
          await flush(3);
          env.clock.advance(0);
          await flush(3);
          env.clock.advance(2000);
          break;
        default:
          // A fresh session.
          await site.session.logout();
          await flush(3);
          await login(site);
          logins++;
      }
      await flush(3);
      reconnects++;
      expect(site.realtime.hubs[hub].$state.get()).toEqual({ state: 'Connected', gaveUp: false });
    }

    expect(reconnects).toBe(RECONNECTS);
    expect(env.clock.now() - Date.UTC(2026, 0, 1)).toBeGreaterThanOrEqual(MINUTES * 60_000);
    expect(balance).toBeGreaterThanOrEqual((MINUTES * 60_000) / BALANCE_POLL_MS - 1);
    // While running: only the balance interval, two subscriptions per hub, no handler growth.
    expect(env.clock.pendingTimers()).toBe(baseline.timers + 1);
    expect(env.platformSubscriptions()).toBe(baseline.platform + 4);
    for (const hub of hubs) expect(fakes.latest(hub)?.handlerCount()).toBe(4);
    expect(fakes.created).toHaveLength(logins * 2);
    expect(fakes.created.filter((client) => client.state !== 'Disconnected')).toHaveLength(2);
    expect(listenerCount(site.realtime)).toBe(baseline.realtime + 3);
    expect(listenerCount(site.notifications)).toBe(baseline.notifications + 1);

    for (const unsubscribe of ui) unsubscribe();
    await site.session.logout();
    await flush();

    expect(env.clock.pendingTimers()).toBe(baseline.timers);
    expect(env.platformSubscriptions()).toBe(baseline.platform);
    expect(listenerCount(site.realtime)).toBe(baseline.realtime);
    expect(listenerCount(site.notifications)).toBe(baseline.notifications);
    // nanostores runs onMount cleanups STORE_UNMOUNT_DELAY after the last listener leaves, once
    // per level of computed stores (badge → count → list → the list's $authData listener).
    await vi.waitFor(() => expect(site.session.$authData.lc).toBe(baseline.authListeners), {
      timeout: STORE_UNMOUNT_DELAY * 5,
      interval: 50,
    });
    expect(fakes.created.every((client) => client.state === 'Disconnected')).toBe(true);
  }, 60_000);
});
