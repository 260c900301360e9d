import { describe, expect, it } from 'vitest';
import {
  readBootstrapCategories,
  readBootstrapJackpotCards,
} from '../../casino/casino-bootstrap.schema';
import { createTestEnv, fail, flushMicrotasks, ok, status } from '../../testing';
import { createSite, type SiteOptions } from '../create-site';
import { bootstrapAnswer } from './bootstrap.test-support';
import { BOOTSTRAP_STORAGE_KEY, emptyBootstrap } from './bootstrap.types';
import { createSiteContent } from './site-content';

function setup(storage: Record<string, string> = {}, options: Omit<SiteOptions, 'env'> = {}) {
  const env = createTestEnv({ storage });
  env.routes.route('GET /api/auth/token', () => ok('anon-token'));
  env.routes.route('GET /api/cms/grouped', () => ok(bootstrapAnswer()));
  const kernel = createSite({ env, ...options });
  // The content views come with the shell module; a kernel-only site builds them itself.
  const site = Object.assign(kernel, {
    content: createSiteContent(kernel.bootstrap, env.platform),
  });
  const groupedCalls = () => env.routes.calls.filter((call) => call.path === '/api/cms/grouped');
  return { env, site, groupedCalls };
}

describe('bootstrap load and cache', () => {
  it('start() loads cms/grouped after the token, stores it and caches it under "bootstrap"', async () => {
    const { env, site } = setup();
    expect(site.bootstrap.$status.get()).toEqual({ source: 'none', status: 'idle' });
    await site.start();
    expect(env.routes.calls.map((call) => call.path)).toEqual([
      '/api/auth/token',
      '/api/cms/grouped',
    ]);
    expect(env.routes.calls[1]?.headers.authorization).toBe('Bearer anon-token');
    expect(site.bootstrap.$bootstrap.get().trialBonusAmount).toBe(250);
    expect(site.bootstrap.$status.get()).toEqual({ source: 'server', status: 'ready' });
    const cached = JSON.parse(env.storage.getItem(BOOTSTRAP_STORAGE_KEY) ?? 'null');
    expect(cached.sliderList).toHaveLength(5);
  });

  it('a second start serves the cache at once, then refreshes it', async () => {
    const first = setup();
    await first.site.start();
    const { env, site, groupedCalls } = setup(first.env.storage.snapshot());
    // Before any call: the screens already have the cached data.
    expect(site.bootstrap.$status.get().source).toBe('cache');
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(250);
    expect(site.content.$sliders.get().home).toHaveLength(3);
    expect(groupedCalls()).toHaveLength(0);

    env.routes.route('GET /api/cms/grouped', () => ok(bootstrapAnswer({ trialBonusAmount: 75 })));
    await site.start();
    expect(groupedCalls()).toHaveLength(1);
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(75);
    expect(site.bootstrap.$status.get().source).toBe('server');
    expect(JSON.parse(env.storage.getItem(BOOTSTRAP_STORAGE_KEY) ?? '{}').trialBonusAmount).toBe(
      75,
    );
  });

  it('drops a corrupt cache entry instead of serving it', () => {
    const { env, site } = setup({ [BOOTSTRAP_STORAGE_KEY]: '{"sliderList": [' });
    expect(site.bootstrap.$status.get().source).toBe('none');
    expect(env.storage.getItem(BOOTSTRAP_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['success: false', () => fail('Bakımdayız')],
    ['HTTP 500', () => status(500)],
    ['data that is not a bootstrap', () => ok([1, 2, 3])],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])(
    'a failed load (%s) yields false, keeps the cache and start-up continues',
    async (_name, answer) => {
      const first = setup();
      await first.site.start();
      const { env, site } = setup(first.env.storage.snapshot());
      env.routes.route('GET /api/cms/grouped', answer);
      await expect(site.start()).resolves.toBeUndefined();
      await expect(site.bootstrap.refresh()).resolves.toEqual({ ok: false, reason: 'failed' });
      expect(site.bootstrap.$status.get()).toMatchObject({ source: 'cache', status: 'failed' });
      expect(site.bootstrap.$status.get().error?.name).toBe('SiteError');
      expect(site.content.$sliders.get().home).toHaveLength(3);
      expect(env.storage.getItem(BOOTSTRAP_STORAGE_KEY)).not.toBeNull();
      expect(site.session.tokens.bearer()).toBe('anon-token');
    },
  );

  it('names the malformed field in the error', async () => {
    const { env, site } = setup();
    env.routes.route('GET /api/cms/grouped', () => ok({ nothing: 'known' }));
    expect(await site.bootstrap.refresh()).toEqual({ ok: false, reason: 'failed' });
    expect(site.bootstrap.$status.get().error).toMatchObject({ code: 'malformed' });
    expect(site.bootstrap.$status.get().error?.message).toMatch(/cms\/grouped.*known keys/);
  });

  it('shows loading while a load runs and shares one request between concurrent callers', async () => {
    const { env, site, groupedCalls } = setup();
    let release: () => void = () => {};
    env.routes.route(
      'GET /api/cms/grouped',
      () => new Promise((resolve) => (release = () => resolve(ok(bootstrapAnswer())))),
    );
    const loads = [site.bootstrap.refresh(), site.bootstrap.refresh(), site.bootstrap.refresh()];
    expect(site.bootstrap.$status.get().status).toBe('loading');
    // The answer is held on purpose: settled() would wait for it.
    await flushMicrotasks();
    release();
    expect(await Promise.all(loads)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(groupedCalls()).toHaveLength(1);
    expect(site.bootstrap.$status.get().status).toBe('ready');
  });

  it('reloads in the new language when the language changes, and stops listening on stop()', async () => {
    const { site, groupedCalls } = setup();
    await site.start();
    site.i18n.setLocale('en');
    await site.settled();
    expect(groupedCalls().map((call) => call.headers['x-locale'])).toEqual(['tr', 'en']);
    site.bootstrap.stop();
    site.i18n.setLocale('tr');
    await site.settled();
    expect(groupedCalls()).toHaveLength(2);
  });

  it('throws away an answer for a language that is no longer current', async () => {
    const { env, site } = setup();
    const pending: ((response: Response) => void)[] = [];
    env.routes.route('GET /api/cms/grouped', () => new Promise((resolve) => pending.push(resolve)));
    const trLoad = site.bootstrap.refresh();
    site.i18n.setLocale('en');
    const enLoad = site.bootstrap.refresh();
    // Both answers are held on purpose: settled() would wait for them.
    await flushMicrotasks();
    expect(pending).toHaveLength(2);
    pending[1]?.(ok(bootstrapAnswer({ trialBonusAmount: 2 })));
    pending[0]?.(ok(bootstrapAnswer({ trialBonusAmount: 1 })));
    expect(await enLoad).toEqual({ ok: true });
    expect(await trLoad).toEqual({ ok: true });
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(2);
  });
});

describe('BOOTSTRAP_DATA window messages', () => {
  it('ignores a message posted from another origin (e.g. a game iframe)', async () => {
    const first = setup();
    await first.site.start();
    const { env, site } = setup(first.env.storage.snapshot());
    site.bootstrap.start();
    const before = site.bootstrap.$trialBonusAmount.get();
    env.platform.postMessage(
      { type: 'BOOTSTRAP_DATA', data: { trialBonusAmount: 999_999 } },
      'https://games.provider.example',
    );
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(before);
    env.platform.postMessage({ type: 'BOOTSTRAP_DATA', data: { trialBonusAmount: 42 } });
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(42);
  });

  it('stores each key a message carries and keeps the others', async () => {
    const first = setup();
    await first.site.start();
    const { env, site } = setup(first.env.storage.snapshot());
    site.bootstrap.start();
    env.platform.postMessage({
      type: 'BOOTSTRAP_DATA',
      data: {
        trialBonusAmount: 500,
        domainStatus: { current: 'a.example', next: 'b.example' },
        unknownKey: 'ignored',
      },
    });
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(500);
    expect(site.bootstrap.$domainStatus.get()).toEqual({ current: 'a.example', next: 'b.example' });
    expect(site.content.$sliders.get().home).toHaveLength(3);
    expect(site.bootstrap.$status.get().source).toBe('message');
    // Held in memory only: the cache keeps the server's copy.
    const cached = JSON.parse(env.storage.getItem(BOOTSTRAP_STORAGE_KEY) ?? '{}');
    expect(cached.trialBonusAmount).toBe(250);
    expect(cached).not.toHaveProperty('unknownKey');
  });

  it('accepts the keys in `payload` or at the top level of the message', () => {
    const { env, site } = setup();
    site.bootstrap.start();
    env.platform.postMessage({ type: 'BOOTSTRAP_DATA', payload: { trialBonusAmount: 10 } });
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(10);
    env.platform.postMessage({ type: 'BOOTSTRAP_DATA', trialBonusAmount: 20 });
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(20);
  });

  it.each([
    ['another type', { type: 'OTHER', data: { trialBonusAmount: 9 } }],
    ['no known key', { type: 'BOOTSTRAP_DATA', data: { foo: 1 } }],
    ['a string', 'BOOTSTRAP_DATA'],
    ['null', null],
  ])('ignores %s', (_name, message) => {
    const { env, site } = setup();
    site.bootstrap.start();
    env.platform.postMessage(message);
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(0);
    expect(site.bootstrap.applyMessage(message)).toBe(false);
    expect(env.storage.getItem(BOOTSTRAP_STORAGE_KEY)).toBeNull();
  });

  it('validates each carried key like a server answer', () => {
    const { env, site } = setup();
    site.bootstrap.start();
    env.platform.postMessage({
      type: 'BOOTSTRAP_DATA',
      data: { sliderList: [{ slug: 'home', url: '/ok', images: ['i'] }, { slug: 'home' }] },
    });
    expect(site.content.$sliders.get().home.map((slide) => slide.url)).toEqual(['/ok']);
  });

  it('listens only between start() and stop(), and start() is idempotent', () => {
    const { env, site } = setup();
    env.platform.postMessage({ type: 'BOOTSTRAP_DATA', data: { trialBonusAmount: 1 } });
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(0);
    site.bootstrap.start();
    site.bootstrap.start();
    env.platform.postMessage({ type: 'BOOTSTRAP_DATA', data: { trialBonusAmount: 2 } });
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(2);
    site.bootstrap.stop();
    env.platform.postMessage({ type: 'BOOTSTRAP_DATA', data: { trialBonusAmount: 3 } });
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(2);
  });
});

describe('derived stores', () => {
  async function loaded(options: Omit<SiteOptions, 'env'> = {}, origin?: string) {
    const env = createTestEnv(origin ? { origin } : {});
    env.routes.route('GET /api/auth/token', () => ok('anon-token'));
    env.routes.route('GET /api/cms/grouped', () => ok(bootstrapAnswer()));
    const kernel = createSite({ env, ...options });
    const site = Object.assign(kernel, {
      content: createSiteContent(kernel.bootstrap, env.platform),
    });
    await site.start();
    return site;
  }

  it('sliders by slug, with each slide’s link target from the URL policy', async () => {
    const site = await loaded();
    const sliders = site.content.$sliders.get();
    expect(Object.keys(sliders).sort()).toEqual(['casino', 'home', 'sportsbook']);
    expect(sliders.home.map((slide) => slide.target)).toEqual([
      { kind: 'navigate', path: '/promotions' },
      { kind: 'open', href: 'https://t.me/ornek_site', target: '_blank', rel: 'noopener' },
      { kind: 'refused', reason: 'scheme' },
    ]);
    expect(sliders.casino[0]?.images).toEqual(['c0', 'c1', 'c2']);
    expect(sliders.sportsbook).toHaveLength(1);
  });

  it('footer pages are the content list of category 1', async () => {
    const site = await loaded();
    expect(site.content.$footerPages.get()).toEqual([
      { id: 3, title: 'Hakkımızda', slug: 'hakkimizda', path: '/pages/3' },
      { id: 4, title: 'Genel Kurallar', slug: 'genel-kurallar', path: '/pages/4' },
    ]);
  });

  it('the /pages index lists only categories that have pages', async () => {
    const site = await loaded();
    const page = {
      id: 9,
      categoryId: 5,
      title: 'Gizlilik',
      slug: 'gizlilik',
      content: '',
      order: 1,
    };
    site.bootstrap.applyMessage({
      type: 'BOOTSTRAP_DATA',
      data: {
        categoryList: [
          { id: 4, name: 'Boş', order: 1, contentList: [] },
          { id: 5, name: 'Yasal', order: 2, contentList: [page] },
        ],
      },
    });
    expect(site.content.$categories.get().map((category) => category.id)).toEqual([4, 5]);
    expect(site.content.$filledCategories.get().map((category) => category.id)).toEqual([5]);
  });

  it('site options: social links and chat ids', async () => {
    const site = await loaded();
    const options = site.content.$siteOptions.get();
    expect(options.social.map((link) => link.network)).toEqual([
      'twitter',
      'instagram',
      'telegram',
    ]);
    expect(options.social[2]?.target).toMatchObject({
      kind: 'open',
      href: 'https://t.me/ornek_site',
    });
    expect(options.chat).toEqual({ siteId: 'chat-site-1', divId: 'chat-div' });
  });

  it('popup with its hash, link target and loading flag', async () => {
    const site = await loaded();
    expect(site.content.$popup.get()).toMatchObject({
      hash: 'abc123',
      loading: false,
      target: { kind: 'navigate', path: '/promotions' },
    });
    site.bootstrap.applyMessage({
      type: 'BOOTSTRAP_DATA',
      data: { popup: { hash: 'n', images: {} } },
    });
    expect(site.content.$popup.get()).toMatchObject({ hash: 'n', loading: true });
  });

  it('TOP_NOTIFY banner only off the default domain', async () => {
    const off = await loaded();
    expect(off.bootstrap.$domainBanner.get()).toEqual({
      key: 'TOP_NOTIFY',
      params: { current: 'ornekbahis512.com', next: 'ornekbahis513.com' },
      // No cache: only the server's answer, after the first paint, brought it.
      late: true,
    });
    const onCurrent = await loaded({}, 'https://www.ornekbahis512.com');
    expect(onCurrent.bootstrap.$domainBanner.get()).toBeNull();
    const configured = await loaded({ defaultDomain: 'site.test' });
    expect(configured.bootstrap.$domainBanner.get()).toBeNull();
  });

  it('a banner the cache or a server render already knew is not late, even after the answer', async () => {
    const first = setup();
    await first.site.start();
    const cached = setup(first.env.storage.snapshot());
    expect(cached.site.bootstrap.$domainBanner.get()?.late).toBe(false);
    await cached.site.start();
    expect(cached.site.bootstrap.$domainBanner.get()?.late).toBe(false);

    const rendered = setup();
    const domainStatus = { current: 'ornekbahis512.com', next: 'ornekbahis513.com' };
    await rendered.site.start({ bootstrap: { ...emptyBootstrap(), domainStatus } });
    expect(rendered.site.bootstrap.$domainBanner.get()?.late).toBe(false);
    await rendered.site.bootstrap.refresh();
    expect(rendered.site.bootstrap.$domainBanner.get()?.late).toBe(false);

    // The server render's own site loads the page's data before it paints anything, and its
    // markup must match the browser's, which starts from that data: not late either.
    const server = setup();
    await server.site.bootstrap.refresh();
    expect(server.site.bootstrap.$domainBanner.get()?.late).toBe(false);
  });

  it('the player can close the banner until the next page load', async () => {
    const site = await loaded();
    site.bootstrap.dismissDomainBanner();
    expect(site.bootstrap.$domainBanner.get()).toBeNull();
    await site.bootstrap.refresh();
    expect(site.bootstrap.$domainBanner.get()).toBeNull();
  });

  it('trial bonus, translations, languages; the casino slices as sent', async () => {
    const site = await loaded();
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(250);
    expect(site.bootstrap.$translations.get()).toEqual({
      TOP_NOTIFY: 'Güncel adresimiz {current}, yeni adresimiz {next}.',
      FOOTER_AGE: '18+',
    });
    expect(site.bootstrap.$languages.get().map((language) => language.code)).toEqual(['tr', 'en']);
    // The casino's slices are kept as sent: the casino module validates them.
    const { casinoCategoryList, egtJackpotCards } = site.bootstrap.$bootstrap.get();
    expect(readBootstrapCategories(casinoCategoryList)[0]?.games[0]?.gameCode).toBe('g1');
    expect(readBootstrapJackpotCards(egtJackpotCards)[0]?.instanceName).toBe('Clover Chance');
  });

  it('a key that did not change keeps its derived value (no needless wake-ups)', async () => {
    const site = await loaded();
    const sliders = site.content.$sliders;
    const seen: unknown[] = [];
    const stop = sliders.listen((value) => seen.push(value));
    site.bootstrap.applyMessage({ type: 'BOOTSTRAP_DATA', data: { trialBonusAmount: 1 } });
    expect(seen).toHaveLength(0);
    site.bootstrap.applyMessage({ type: 'BOOTSTRAP_DATA', data: { sliderList: [] } });
    expect(seen).toHaveLength(1);
    stop();
  });
});
