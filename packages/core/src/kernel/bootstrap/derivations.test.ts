import { describe, expect, it } from 'vitest';
import { domainBanner } from './domain-status';
import { contentPagePath, findContentPage, footerPages } from './footer-pages';
import { promotionsFrom } from './promotions';
import { externalLink, readSiteSettings } from './site-options';
import { slideImage, slidesBySlug } from './sliders';
import { formatServerText, translationMap } from './translations';

const ORIGIN = 'https://site.test';
const status = { current: 'ornekbahis512.com', next: 'ornekbahis513.com' };

describe('domainBanner (TOP_NOTIFY off the default domain)', () => {
  it.each([
    ['on the current domain', 'https://ornekbahis512.com', undefined, false],
    ['on its www. host', 'https://www.ornekbahis512.com', undefined, false],
    ['in another case', 'https://OrnekBahis512.COM', undefined, false],
    ['on an old mirror', 'https://ornekbahis511.com', undefined, true],
    ['on localhost', 'http://localhost:5173', undefined, true],
    ['on the configured default domain', 'https://site.test', 'site.test', false],
    ['configured as a URL', 'https://site.test', 'https://www.site.test/', false],
    [
      'on the current domain when another default is configured',
      'https://ornekbahis512.com',
      'site.test',
      true,
    ],
  ])('%s → banner %s', (_name, origin, defaultDomain, shown) => {
    const banner = domainBanner(status, origin, defaultDomain);
    expect(banner !== null).toBe(shown);
    if (banner) expect(banner).toEqual({ key: 'TOP_NOTIFY', params: status, late: false });
  });

  it('shows nothing without a domain status', () => {
    expect(domainBanner(null, ORIGIN)).toBeNull();
  });
});

describe('site options', () => {
  it('keeps only followable social links, in a fixed order', () => {
    const options = readSiteSettings(
      [
        { key: 'telegram', value: 'https://t.me/x' },
        { key: 'twitter', value: 'javascript:alert(1)' },
        { key: 'Instagram', value: ' https://instagram.com/x ' },
      ],
      ORIGIN,
    );
    expect(options.social.map((link) => link.network)).toEqual(['instagram', 'telegram']);
    expect(options.chat).toBeNull();
  });

  it('reads chat ids whatever their key spelling, and needs both', () => {
    expect(
      readSiteSettings(
        [
          { key: 'chat_site_id', value: 's' },
          { key: 'CHAT-DIV-ID', value: 'd' },
        ],
        ORIGIN,
      ).chat,
    ).toEqual({ siteId: 's', divId: 'd' });
    expect(readSiteSettings([{ key: 'chatSiteId', value: 's' }], ORIGIN).chat).toBeNull();
  });

  it('resolves external app links by key through the URL policy', () => {
    const options = readSiteSettings(
      [{ key: 'getirdaily', value: 'https://blog.example' }],
      ORIGIN,
    );
    expect(externalLink(options, 'getirdaily', ORIGIN)).toMatchObject({ kind: 'open' });
    expect(externalLink(options, 'missing', ORIGIN)).toEqual({ kind: 'refused', reason: 'empty' });
  });
});

describe('sliders', () => {
  const slide = (slug: string, url: string, order?: number, images = ['a', 'b', 'c']) => ({
    id: undefined,
    slug,
    url,
    title: '',
    order,
    images,
  });

  it('groups by slug, keeps unknown slugs and sorts by order', () => {
    const groups = slidesBySlug(
      [slide('home', '/b', 2), slide('promo', '/p'), slide('home', '/a', 1)],
      ORIGIN,
    );
    expect(groups.home.map((s) => s.url)).toEqual(['/a', '/b']);
    expect(groups.casino).toEqual([]);
    expect(groups.promo?.[0]?.target).toEqual({ kind: 'navigate', path: '/p' });
  });

  it('picks images: 0 default, 1 and 2 for wider screens, falling back to narrower ones', () => {
    expect(slideImage(slide('home', '/'), 2)).toBe('c');
    expect(slideImage(slide('home', '/', undefined, ['a']), 2)).toBe('a');
    expect(slideImage(slide('home', '/', undefined, ['a', 'b']), 2)).toBe('b');
    expect(slideImage(slide('home', '/'), 0)).toBe('a');
  });
});

describe('footer pages and content pages', () => {
  const categories = [
    {
      id: 2,
      name: 'Help',
      contentList: [{ id: 10, title: 'FAQ', slug: 'faq', content: 'f', order: 1 }],
    },
    {
      id: 1,
      name: 'Corp',
      contentList: [{ id: 3, title: 'About', slug: 'about', content: 'a', order: 1 }],
    },
  ];

  it('lists category 1 only, linking to /pages/{id}', () => {
    expect(footerPages(categories)).toEqual([
      { id: 3, title: 'About', slug: 'about', path: '/pages/3' },
    ]);
    expect(footerPages([])).toEqual([]);
  });

  it('contentPagePath is the /pages/{id} route the footer links use', () => {
    expect(contentPagePath(3)).toBe('/pages/3');
    expect(footerPages(categories)[0]?.path).toBe(contentPagePath(3));
  });

  it('finds a page of any category by id', () => {
    expect(findContentPage(categories, 10)?.title).toBe('FAQ');
    expect(findContentPage(categories, 99)).toBeUndefined();
  });
});

describe('server translations', () => {
  it('maps keys to texts and fills {placeholders}', () => {
    const map = translationMap([
      { key: 'TOP_NOTIFY', value: 'Now {current}, next {next}, {other}' },
    ]);
    expect(
      formatServerText(map.TOP_NOTIFY ?? '', { current: 'a.example', next: 'b.example' }),
    ).toBe('Now a.example, next b.example, {other}');
  });
});

describe('promotions', () => {
  const origin = 'https://site.test';
  const slide = (id: number, slug: string, title: string, url: string, images = ['a', 'b']) => ({
    id,
    slug,
    title,
    url,
    order: undefined,
    images,
  });

  it('come from the bootstrap promotionList when it has any, second image for the detail', () => {
    const slides = slidesBySlug([slide(1, 'home', 'Slide', '/x')], origin);
    const list = [
      {
        id: 9,
        title: 'Second',
        description: '<p>b</p>',
        url: '',
        order: 2,
        images: ['s0'],
      },
      {
        id: 8,
        title: 'First',
        description: '<p>a</p>',
        url: 'https://other.example/p',
        order: 1,
        images: ['f0', 'f1'],
      },
    ];
    expect(promotionsFrom(list, slides, origin)).toEqual([
      {
        id: 'promotion-8',
        title: 'First',
        description: '<p>a</p>',
        image: 'f0',
        detailImage: 'f1',
        target: {
          kind: 'open',
          href: 'https://other.example/p',
          target: '_blank',
          rel: 'noopener',
        },
        source: 'bootstrap',
      },
      {
        id: 'promotion-9',
        title: 'Second',
        description: '<p>b</p>',
        image: 's0',
        detailImage: 's0',
        target: { kind: 'refused', reason: 'empty' },
        source: 'bootstrap',
      },
    ]);
  });

  it('otherwise are the titled slides of every slug, each once, home first', () => {
    const slides = slidesBySlug(
      [
        slide(3, 'casino', 'Casino', '/casino/slot'),
        slide(1, 'home', 'Home', '/promotions'),
        slide(2, 'home', '', '/x'),
        slide(4, 'other', 'Other', 'javascript:alert(1)'),
      ],
      origin,
    );
    const promotions = promotionsFrom([], slides, origin);
    expect(promotions.map((p) => [p.id, p.title, p.source])).toEqual([
      ['slide-1', 'Home', 'slider'],
      ['slide-3', 'Casino', 'slider'],
      ['slide-4', 'Other', 'slider'],
    ]);
    expect(promotions[0]).toMatchObject({ image: 'a', detailImage: 'b', description: '' });
    expect(promotions[2]?.target).toEqual({ kind: 'refused', reason: 'scheme' });
  });
});
