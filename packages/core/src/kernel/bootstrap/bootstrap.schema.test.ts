import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  readBootstrapCategories,
  readBootstrapJackpotCards,
} from '../../casino/casino-bootstrap.schema';
import { bootstrapPatchSchema, bootstrapSchema } from './bootstrap.schema';
import { bootstrapAnswer } from './bootstrap.test-support';
import { type BootstrapData, emptyBootstrap } from './bootstrap.types';
import { parseContentCategories, parsePopup, parsePromotions, parseSlides } from './content.schema';

// The kernel validates its own keys; the shell and the casino validate their slices. Together
// they read every key as the rules below say.
function parse(data: unknown): BootstrapData {
  const stored = v.parse(bootstrapSchema, data);
  return {
    ...stored,
    sliderList: parseSlides(stored.sliderList),
    categoryList: parseContentCategories(stored.categoryList),
    popup: parsePopup(stored.popup),
    promotionList: parsePromotions(stored.promotionList),
    casinoCategoryList: readBootstrapCategories(stored.casinoCategoryList),
    egtJackpotCards: readBootstrapJackpotCards(stored.egtJackpotCards),
    jackpotCards: readBootstrapJackpotCards(stored.jackpotCards),
  };
}

describe('bootstrap schema', () => {
  it('reads the full answer', () => {
    const data = parse(bootstrapAnswer());
    expect(data.sliderList).toHaveLength(5);
    expect(data.sliderList[0]).toEqual({
      id: 101,
      slug: 'home',
      title: 'Hoş Geldin',
      url: '/promotions',
      order: 1,
      images: ['h0', 'h1', 'h2'],
    });
    expect(data.categoryList[0]?.contentList.map((page) => page.id)).toEqual([3, 4]);
    expect(data.siteOptionList).toHaveLength(5);
    expect(data.popup?.hash).toBe('abc123');
    expect(data.domainStatus).toEqual({ current: 'ornekbahis512.com', next: 'ornekbahis513.com' });
    expect(data.trialBonusAmount).toBe(250);
    expect(data.casinoCategoryList[0]?.games[0]).toMatchObject({ gameCode: 'g1', isLive: false });
    expect(data.jackpotCards[0]?.levelStats).toHaveLength(4);
  });

  it('is idempotent, so the cached copy reads back the same', () => {
    const once = parse(bootstrapAnswer());
    expect(parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it('drops invalid items and keeps the rest', () => {
    const data = parse(
      bootstrapAnswer({
        sliderList: [
          { slug: 'home', url: '/a', images: ['a0'] },
          { slug: 'home', url: '/b', images: [] }, // no default image
          { url: '/c', images: ['c0'] }, // no slug
          { slug: 'home', url: '/d', images: 'd0' }, // images not a list
          null,
          'slide',
          { slug: 'casino', url: 42, images: ['e0', 7, 'e2'] }, // odd url and image types
        ],
        categoryList: [
          { id: 'x' },
          { id: '1', contentList: [{ id: 3, title: 'A' }, { title: 'no id' }] },
        ],
        translationList: [
          { key: 'A', value: 'a' },
          { key: '', value: 'b' },
          { key: 'C' },
          { key: 'N', value: 1 },
        ],
        siteOptionList: [
          { key: 'twitter', value: null },
          { key: 'chatSiteId', value: 12 },
        ],
        jackpotCards: [
          { instanceName: 'High Cash', levelStats: [{ currentValue: 'x' }, { currentValue: 1 }] },
          { levelStats: [] },
        ],
        casinoCategoryList: [
          { id: 1, name: 'A', games: [{ name: 'no code' }, { gameCode: 'ok' }] },
          { name: 'no id' },
        ],
        languageList: [{ code: 'tr' }, { name: 'no code' }],
      }),
    );
    expect(data.sliderList.map((slide) => slide.url)).toEqual(['/a', '42']);
    expect(data.sliderList[1]?.images).toEqual(['e0', 'e2']);
    expect(data.categoryList).toEqual([
      {
        id: 1,
        name: '',
        contentList: [{ id: 3, title: 'A', slug: '', content: '', order: undefined }],
      },
    ]);
    expect(data.translationList).toEqual([
      { key: 'A', value: 'a' },
      { key: 'N', value: '1' },
    ]);
    expect(data.siteOptionList).toEqual([{ key: 'chatSiteId', value: '12' }]);
    expect(data.jackpotCards).toEqual([
      { instanceName: 'High Cash', levelStats: [{ currentValue: 1 }], currentLevelI: 0 },
    ]);
    expect(data.casinoCategoryList).toEqual([
      {
        id: 1,
        name: 'A',
        slugList: [],
        imageUrl: null,
        games: [{ gameCode: 'ok', name: '', providerName: '' }],
      },
    ]);
    expect(data.languageList).toEqual([{ code: 'tr', name: '', isDefault: false }]);
  });

  it('reads a promotionList leniently: description or content, string images only', () => {
    const data = parse({
      promotionList: [
        { id: '5', title: 'Bonus', content: '<p>x</p>', url: '/p', images: ['a', 3, '', 'b'] },
        { id: 6, title: '', images: [] },
        'junk',
      ],
    });
    expect(data.promotionList).toEqual([
      {
        id: 5,
        title: 'Bonus',
        description: '<p>x</p>',
        url: '/p',
        order: undefined,
        images: ['a', 'b'],
      },
    ]);
  });

  it('turns keys of the wrong type into their empty value', () => {
    const data = parse({
      sliderList: 'nope',
      categoryList: {},
      popup: 'popup',
      domainStatus: { current: '' },
      trialBonusAmount: 'lots',
      jackpotCards: null,
    });
    expect(data).toEqual(emptyBootstrap());
  });

  it.each([
    ['a negative trial bonus', -5, 0],
    ['a numeric string', '100', 100],
    ['NaN', Number.NaN, 0],
    ['missing', undefined, 0],
  ])('trial bonus: %s', (_name, value, expected) => {
    expect(parse({ trialBonusAmount: value }).trialBonusAmount).toBe(expected);
  });

  it('reads popup images as { wide, medium } or [wide, medium], and drops a popup without hash', () => {
    expect(parse({ popup: { hash: 'h', images: ['w', 'm'] } }).popup?.images).toEqual({
      wide: 'w',
      medium: 'm',
    });
    expect(
      parse({ popup: { hash: 'h', images: { wide: '', medium: 'm' } } }).popup?.images,
    ).toEqual({ medium: 'm' });
    expect(parse({ popup: { hash: 'h' } }).popup?.images).toEqual({});
    expect(parse({ popup: { url: '/x', images: { wide: 'w' } } }).popup).toBeNull();
  });

  it.each([
    ['null', null],
    ['an array', [bootstrapAnswer()]],
    ['a string', 'bootstrap'],
    ['a number', 1],
    ['an object with none of the keys', { foo: 1, bar: [] }],
  ])('rejects %s as a whole', (_name, data) => {
    const result = v.safeParse(bootstrapSchema, data);
    expect(result.success).toBe(false);
  });

  it('parses a partial answer as a patch of only the keys it carries', () => {
    expect(v.parse(bootstrapPatchSchema, { trialBonusAmount: 50, unknown: 1 })).toEqual({
      trialBonusAmount: 50,
    });
  });
});
