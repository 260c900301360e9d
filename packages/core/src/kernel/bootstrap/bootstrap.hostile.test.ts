import { describe, expect, it } from 'vitest';
import { createTestEnv, fail, ok } from '../../testing';
import { createSite } from '../create-site';
import type { MessageSource } from '../env/ports';
import {
  BOOTSTRAP_LIST_CAPS,
  MAX_CACHED_BOOTSTRAP_CHARS,
  MAX_SLIDES_PER_SLUG,
} from './bootstrap.limits';
import { bootstrapAnswer } from './bootstrap.test-support';
import { BOOTSTRAP_STORAGE_KEY } from './bootstrap.types';
import { createSiteContent } from './site-content';

// Issue 25: hostile bootstrap data from the cache and from same-origin windows.

function setup(storage: Record<string, string> = {}) {
  const env = createTestEnv({ storage });
  env.routes.route('GET /api/auth/token', () => ok('anon-token'));
  env.routes.route('GET /api/cms/grouped', () => ok(bootstrapAnswer()));
  const kernel = createSite({ env });
  const site = Object.assign(kernel, {
    content: createSiteContent(kernel.bootstrap, env.platform),
  });
  return { env, site };
}

const slides = (count: number, slug = 'home') =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    slug,
    title: `Slide ${index}`,
    url: '/promotions',
    order: index,
    images: [`/s/${index}.svg`],
  }));

const cachedWith = (sliderList: unknown[]) =>
  JSON.stringify({ ...bootstrapAnswer(), sliderList, translationList: [] });

const storedSlides = (storage: { getItem(key: string): string | null }): unknown[] =>
  JSON.parse(storage.getItem(BOOTSTRAP_STORAGE_KEY) ?? '{}').sliderList;

describe('a cached bootstrap with a huge slide list', () => {
  it('5,000 home slides: capped, trimmed and written back', () => {
    const { env, site } = setup({ [BOOTSTRAP_STORAGE_KEY]: cachedWith(slides(5_000)) });
    expect(site.bootstrap.$status.get().source).toBe('cache');
    const home = site.content.$sliders.get().home;
    expect(home).toHaveLength(MAX_SLIDES_PER_SLUG);
    expect(home[0]?.title).toBe('Slide 0');
    // The trimmed copy replaced the stored one: the next start reads no more than the cap.
    expect(storedSlides(env.storage)).toHaveLength(BOOTSTRAP_LIST_CAPS.sliderList);
  });

  it('50,000 home slides (about 5 MB): removed unread; the server fills it again', async () => {
    const cached = cachedWith(slides(50_000));
    expect(cached.length).toBeGreaterThan(MAX_CACHED_BOOTSTRAP_CHARS);
    const { env, site } = setup({ [BOOTSTRAP_STORAGE_KEY]: cached });
    expect(site.bootstrap.$status.get().source).toBe('none');
    expect(env.storage.getItem(BOOTSTRAP_STORAGE_KEY)).toBeNull();
    await site.start();
    expect(site.content.$sliders.get().home).toHaveLength(3);
    expect(storedSlides(env.storage)).toHaveLength(5);
  });

  it('the same slide id twice is shown once', () => {
    const twice = [...slides(3), ...slides(3)];
    const { site } = setup({ [BOOTSTRAP_STORAGE_KEY]: cachedWith(twice) });
    expect(site.content.$sliders.get().home.map((slide) => slide.id)).toEqual([1, 2, 3]);
  });

  it('a server answer with 5,000 slides is capped before it is cached', async () => {
    const { env, site } = setup();
    env.routes.route('GET /api/cms/grouped', () =>
      ok(bootstrapAnswer({ sliderList: slides(5_000) })),
    );
    await site.start();
    expect(site.content.$sliders.get().home).toHaveLength(MAX_SLIDES_PER_SLUG);
    expect(storedSlides(env.storage)).toHaveLength(BOOTSTRAP_LIST_CAPS.sliderList);
  });
});

describe('BOOTSTRAP_DATA from same-origin windows', () => {
  const poisoned = { type: 'BOOTSTRAP_DATA', data: { sliderList: slides(1, 'home') } };

  it.each<[MessageSource, boolean]>([
    ['self', true],
    ['parent', true],
    ['other', false],
  ])('from the %s window (same origin): accepted %s', async (source, accepted) => {
    const { env, site } = setup();
    await site.start();
    env.platform.postMessage(poisoned, env.platform.origin(), source);
    const titles = site.content.$sliders.get().home.map((slide) => slide.title);
    expect(titles).toEqual(accepted ? ['Slide 0'] : ['Hoş Geldin', 'Telegram', 'Evil']);
  });

  it('a message with 50,000 slides is capped like the server answer', async () => {
    const { env, site } = setup();
    await site.start();
    env.platform.postMessage({ type: 'BOOTSTRAP_DATA', data: { sliderList: slides(50_000) } });
    const stored = site.bootstrap.$bootstrap.get().sliderList as unknown[];
    expect(stored).toHaveLength(BOOTSTRAP_LIST_CAPS.sliderList);
    expect(site.content.$sliders.get().home).toHaveLength(MAX_SLIDES_PER_SLUG);
  });

  it('a message is validated like cms/grouped: invalid slides dropped, other keys untouched', async () => {
    const { env, site } = setup();
    await site.start();
    env.platform.postMessage({
      type: 'BOOTSTRAP_DATA',
      data: { sliderList: [{ slug: 'home' }, 'x', ...slides(1)], languageList: 'nope' },
    });
    expect(site.content.$sliders.get().home.map((slide) => slide.title)).toEqual(['Slide 0']);
    expect(site.bootstrap.$languages.get()).toEqual([]);
  });

  it('never outlives a reload while cms/grouped fails, nor the next successful cms/grouped', async () => {
    const { env, site } = setup();
    await site.start();
    env.platform.postMessage(poisoned);
    expect(site.content.$sliders.get().home).toHaveLength(1);
    // Reload with cms/grouped failing: the cache holds the server's copy, not the message's.
    const reloaded = setup(env.storage.snapshot());
    reloaded.env.routes.route('GET /api/cms/grouped', () => fail('Bakımdayız'));
    await reloaded.site.start();
    expect(reloaded.site.content.$sliders.get().home.map((slide) => slide.title)).toEqual([
      'Hoş Geldin',
      'Telegram',
      'Evil',
    ]);
    // In the page that took it, the next successful cms/grouped replaces it.
    expect(await site.bootstrap.refresh()).toEqual({ ok: true });
    expect(site.content.$sliders.get().home).toHaveLength(3);
  });
});
