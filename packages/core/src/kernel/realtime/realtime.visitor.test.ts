import { describe, expect, it } from 'vitest';
import { casinoModule } from '../../entries/casino.module';
import { createFullSite } from '../../entries/full';
import { sportsbookModule } from '../../entries/sportsbook.module';
import { createSite } from '../create-site';
import { createFakeHubClients } from './fake-hub-client';
import { countingTestEnv, flush, login, playerAuth, setupSite } from './realtime.test-support';
import type { RealtimeEvents } from './realtime.types';

const hubsOf = (fakes: ReturnType<typeof createFakeHubClients>) =>
  fakes.created.map((client) => client.hub);

describe('visitors see odds move (the sportsbook hub with the anonymous token)', () => {
  it('a visitor site connects sbnotify at start with the anonymous token, never frnotify', async () => {
    const env = countingTestEnv();
    const fakes = createFakeHubClients();
    // The default: no realtime option at all.
    const site = createFullSite({ env, realtime: { hubClient: fakes.factory } });
    await site.start();
    await flush();
    expect(hubsOf(fakes)).toEqual(['sbnotify']);
    expect(fakes.latest('sbnotify')?.config.accessToken()).toBe('anon-token');
    expect(site.realtime.hubs.sbnotify.$state.get()).toEqual({ state: 'Connected', gaveUp: false });
    expect(site.realtime.hubs.frnotify.$state.get().state).toBe('Disconnected');

    // An odds push reaches the sportsbook's stream.
    const pushes: unknown[] = [];
    site.realtime.onCommand('oddChanged', (payload) => pushes.push(payload));
    fakes
      .latest('sbnotify')
      ?.push({ command: 'oddChanged', message: [{ id: 7, odd: 1.5, changeType: 1 }] });
    expect(pushes).toEqual([[{ id: 7, odd: 1.5, changeType: 1 }]]);
  });

  it('reconnects with the player token at login, and as a visitor again at logout', async () => {
    const { site, fakes } = setupSite({ visitors: true });
    await site.start();
    await flush();
    const visitorLink = fakes.latest('sbnotify');
    expect(visitorLink?.config.accessToken()).toBe('anon-token');

    await login(site);
    expect(visitorLink?.state).toBe('Disconnected');
    expect(hubsOf(fakes)).toEqual(['sbnotify', 'frnotify', 'sbnotify']);
    expect(fakes.latest('sbnotify')?.config.accessToken()).toBe(playerAuth.token);
    expect(fakes.latest('frnotify')?.state).toBe('Connected');

    await site.session.logout();
    await flush();
    expect(fakes.created.slice(0, 3).every((client) => client.state === 'Disconnected')).toBe(true);
    expect(hubsOf(fakes)).toEqual(['sbnotify', 'frnotify', 'sbnotify', 'sbnotify']);
    expect(fakes.latest('sbnotify')?.config.accessToken()).toBe('anon-token');
    expect(site.realtime.hubs.sbnotify.$state.get().state).toBe('Connected');
    expect(site.realtime.hubs.frnotify.$state.get().state).toBe('Disconnected');
  });

  it('a refused visitor connection is silent and not retried (no error event, no timer)', async () => {
    const { site, fakes, env } = setupSite({ visitors: true });
    const seen: (keyof RealtimeEvents)[] = [];
    for (const type of ['error', 'disconnect', 'reconnected'] as const) {
      site.realtime.on(type, () => seen.push(type));
    }
    fakes.failStarts('sbnotify', 100);
    await site.start();
    await flush();
    expect(fakes.latest('sbnotify')?.starts).toBe(1);
    expect(env.clock.pendingTimers()).toBe(0);
    env.clock.advance(120_000);
    await site.realtime.reconnect();
    await flush();
    expect(fakes.latest('sbnotify')?.starts).toBe(1);
    expect(seen).toEqual([]);
    expect(site.realtime.hubs.sbnotify.$state.get()).toEqual({
      state: 'Disconnected',
      gaveUp: true,
    });

    // The player's link is not affected: it connects at login.
    fakes.failStarts('sbnotify', 0);
    await login(site);
    expect(site.realtime.hubs.sbnotify.$state.get().state).toBe('Connected');
  });

  it('visitors: false keeps a visitor without any hub', async () => {
    const { site, fakes } = setupSite({ visitors: false });
    await site.start();
    await flush();
    expect(fakes.created).toEqual([]);
  });

  it('a site without the sportsbook opens no hub for a visitor', async () => {
    const env = countingTestEnv();
    const fakes = createFakeHubClients();
    const site = createSite({
      env,
      realtime: { hubClient: fakes.factory },
      modules: [casinoModule()],
    });
    await site.start();
    await flush();
    expect(fakes.created).toEqual([]);
    const sportsbook = createSite({
      env: countingTestEnv(),
      realtime: { hubClient: fakes.factory },
      modules: [sportsbookModule()],
    });
    await sportsbook.start();
    await flush();
    expect(hubsOf(fakes)).toEqual(['sbnotify']);
  });
});
