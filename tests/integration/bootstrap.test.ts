import { createFullSite } from '@site/core/full';
import { createTestEnv } from '@site/core/testing';
import { createDevServer, type DevServer } from '@site/dev-server';
import { afterEach, describe, expect, it } from 'vitest';

let server: DevServer;

afterEach(() => server?.close());

function siteOn(storage: Record<string, string> = {}) {
  const env = createTestEnv({ fetch: server.fetch, origin: 'http://localhost', storage });
  return { env, site: createFullSite({ env }) };
}

describe('bootstrap against the contract dev server', () => {
  it('start-up loads and caches the bootstrap; a second site starts from the cache', async () => {
    server = createDevServer({ seed: 1 });
    const first = siteOn();
    await first.site.start();

    const bootstrap = first.site.bootstrap;
    const content = first.site.content;
    expect(bootstrap.$status.get()).toEqual({ source: 'server', status: 'ready' });
    const sliders = content.$sliders.get();
    expect(sliders.home.length).toBeGreaterThan(1);
    expect(sliders.casino.length).toBeGreaterThan(1);
    expect(sliders.sportsbook.length).toBeGreaterThan(1);
    expect(sliders.home.every((slide) => slide.images.length === 3)).toBe(true);
    // In-app slides navigate; the Telegram slide opens a new tab.
    expect(sliders.home.map((slide) => slide.target.kind)).toContain('open');
    expect(sliders.home[0]?.target).toEqual({ kind: 'navigate', path: '/promotions' });
    expect(content.$footerPages.get()[0]).toMatchObject({ id: 3, path: '/pages/3' });
    expect(content.$siteOptions.get().social.map((link) => link.network)).toEqual([
      'twitter',
      'instagram',
      'telegram',
    ]);
    expect(content.$siteOptions.get().chat).toEqual({
      siteId: expect.any(String),
      divId: expect.any(String),
    });
    expect(content.$popup.get()).toMatchObject({ hash: expect.any(String), loading: false });
    // localhost is not the default domain: the TOP_NOTIFY banner shows.
    expect(bootstrap.$domainBanner.get()).toMatchObject({
      key: 'TOP_NOTIFY',
      params: { current: expect.any(String), next: expect.any(String) },
    });
    expect(bootstrap.$trialBonusAmount.get()).toBe(250);
    expect(bootstrap.$translations.get().TOP_NOTIFY).toContain('{current}');
    expect(first.site.casino.catalogue.$categories.get().length).toBeGreaterThan(0);
    expect(first.site.casino.jackpots.$jackpotCards.get().length).toBeGreaterThan(0);
    expect(first.env.storage.getItem('bootstrap')).not.toBeNull();

    // A second page load: the cache is served before any call, then refreshed.
    server.control.bootstrap.trialBonusAmount = 100;
    const second = siteOn(first.env.storage.snapshot());
    expect(second.site.bootstrap.$status.get().source).toBe('cache');
    expect(second.site.bootstrap.$trialBonusAmount.get()).toBe(250);
    expect(second.site.content.$sliders.get().home).toEqual(sliders.home);
    await second.site.start();
    expect(second.site.bootstrap.$status.get().source).toBe('server');
    expect(second.site.bootstrap.$trialBonusAmount.get()).toBe(100);
  });

  it.each([
    ['fail', { kind: 'fail', message: 'Bakımdayız' }],
    ['http500', { kind: 'http500' }],
    ['malformed', { kind: 'malformed' }],
    ['network', { kind: 'network' }],
  ] as const)(
    'a %s fault makes the load yield false without breaking start-up',
    async (_name, fault) => {
      server = createDevServer({ seed: 1 });
      const first = siteOn();
      await first.site.start();

      server.faults.set({ route: 'cms/grouped', ...fault });
      const { site } = siteOn(first.env.storage.snapshot());
      await expect(site.start()).resolves.toBeUndefined();
      expect(await site.bootstrap.refresh()).toEqual({ ok: false, reason: 'failed' });
      expect(site.bootstrap.$status.get()).toMatchObject({ source: 'cache', status: 'failed' });
      expect(site.bootstrap.$status.get().error).not.toBeNull();
      // Screens still have the cached data, and the rest of start-up happened.
      expect(site.content.$sliders.get().home.length).toBeGreaterThan(1);
      expect(site.session.tokens.bearer()).toMatch(/.+/);
      const answer = await site.session.login({ username: 'player1', password: 'secret1' });
      expect(answer.data.username).toBe('player1');
    },
  );

  it('a first visit with the load failing starts with empty data and recovers on the next load', async () => {
    server = createDevServer({ seed: 1 });
    server.faults.set({ route: 'cms/grouped', kind: 'http500', times: 1 });
    const { site } = siteOn();
    await site.start();
    expect(site.bootstrap.$status.get()).toMatchObject({ source: 'none' });
    expect(site.content.$sliders.get().home).toEqual([]);
    expect(await site.bootstrap.refresh()).toEqual({ ok: true });
    expect(site.content.$sliders.get().home.length).toBeGreaterThan(1);
  });

  it('language change reloads the texts in English', async () => {
    server = createDevServer({ seed: 1 });
    const { site } = siteOn();
    await site.start();
    const turkish = site.bootstrap.$translations.get().TOP_NOTIFY;
    site.i18n.setLocale('en');
    await site.bootstrap.refresh();
    expect(site.bootstrap.$translations.get().TOP_NOTIFY).not.toBe(turkish);
    expect(site.bootstrap.$translations.get().TOP_NOTIFY).toMatch(/current address/i);
  });
});

describe('cms/grouped with an expired token and no cached bootstrap (spec 000 §8)', () => {
  it('a visitor: the 401 is retried once with a new anonymous token, the content appears', async () => {
    server = createDevServer({ seed: 1 });
    const { site } = siteOn({ anonymousToken: '"anon.expired-or-unknown"' });
    await site.start();
    expect(site.bootstrap.$status.get()).toMatchObject({ source: 'server', status: 'ready' });
    expect(site.content.$footerPages.get().length).toBeGreaterThan(0);
    expect(site.content.$sliders.get().home.length).toBeGreaterThan(0);
  });

  it('a player whose token expired: the session ends and cms/grouped is asked again as a visitor', async () => {
    server = createDevServer({ seed: 1 });
    const first = siteOn();
    await first.site.start();
    await first.site.session.login({ username: 'player1', password: 'secret1' });
    const authData = first.env.storage.getItem('authData') ?? '';
    expect(authData).toContain('player1');
    await first.site.session.logout();
    // The stored session outlived its token (logged out on the server); nothing is cached.
    const env = createTestEnv({ origin: 'http://localhost', storage: { authData } });
    const asked: string[] = [];
    env.fetch = (input, init) => {
      const request = new Request(input, init);
      if (request.url.includes('cms/grouped'))
        asked.push(request.headers.get('authorization') ?? '');
      return server.fetch(request);
    };
    const site = createFullSite({ env });
    await site.start();
    expect(site.session.$session.get().hasLogin).toBe(false);
    // The player's token, then as a visitor (no token yet: the client fetches one and retries).
    expect(asked.length).toBeLessThanOrEqual(3);
    expect(asked.at(-1)).toMatch(/^Bearer .+/);
    expect(asked.at(-1)).not.toBe(asked[0]);
    expect(site.bootstrap.$status.get()).toMatchObject({ source: 'server', status: 'ready' });
    expect(site.content.$footerPages.get().length).toBeGreaterThan(0);
    expect(site.content.$sliders.get().home.length).toBeGreaterThan(0);
  });
});
