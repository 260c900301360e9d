import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing';
import { game, setupCasino } from './casino.test-support';
import { CASINO_ROUTES } from './casino-routes';
import { DEFAULT_CATEGORY_IMAGE_URL } from './categories.store';

const raw = [
  {
    id: 1,
    name: 'Slot Oyunları',
    slugList: ['slot', 'home'],
    imageUrl: '/c/1.svg',
    games: [game()],
  },
  { id: 2, name: 'Canlı Casino', slugList: ['live', 'home'], imageUrl: '/c/2.svg', games: [] },
  {
    id: 9,
    name: 'Tombala ve Keno',
    slugList: ['popular-games'],
    imageUrl: null,
    games: [{ bad: 1 }],
  },
  { id: 'x', name: 'broken entry' },
  { id: 4, name: 'TV Oyunları', slugList: ['tvbets'], imageUrl: '  ' },
];

describe('casino categories (bootstrap casinoCategoryList)', () => {
  it('keeps valid entries and falls back to the default provider image', () => {
    const { casino } = setupCasino({ categories: raw });
    const categories = casino.catalogue.$categories.get();
    expect(categories.map((item) => item.id)).toEqual([1, 2, 9, 4]);
    expect(categories[0]).toMatchObject({
      imageUrl: '/c/1.svg',
      hasOwnImage: true,
      games: [game()],
    });
    expect(categories[2]).toMatchObject({
      imageUrl: DEFAULT_CATEGORY_IMAGE_URL,
      hasOwnImage: false,
      games: [],
    });
    expect(categories[3]).toMatchObject({ imageUrl: DEFAULT_CATEGORY_IMAGE_URL, games: [] });
  });

  it('uses a configured default image', () => {
    const { casino } = setupCasino({
      categories: raw,
      casino: { defaultCategoryImageUrl: '/x.png' },
    });
    expect(casino.catalogue.$categories.get()[2]?.imageUrl).toBe('/x.png');
  });

  it('is empty for a bootstrap value that is not a list, and follows changes', () => {
    const { casino, $rawCategories } = setupCasino({ categories: { oops: true } });
    expect(casino.catalogue.$categories.get()).toEqual([]);
    $rawCategories.set(raw);
    expect(casino.catalogue.$categories.get()).toHaveLength(4);
  });

  it('gives each casino page the categories of its slug', () => {
    const { casino } = setupCasino({ categories: raw });
    const ids = (slug: string) =>
      casino.catalogue
        .$categoriesOf(slug)
        .get()
        .map((item) => item.id);
    expect(ids('slot')).toEqual([1]);
    expect(ids('home')).toEqual([1, 2]);
    expect(ids('popular-games')).toEqual([9]);
    expect(casino.catalogue.$categoriesOf('slot')).toBe(casino.catalogue.$categoriesOf('slot'));
  });

  it('lists the casino routes as data', () => {
    expect(CASINO_ROUTES.map((route) => [route.path, route.slug])).toEqual([
      ['/casino/slot', 'slot'],
      ['/casino/live', 'live'],
      ['/casino/tvbets', 'tvbets'],
      ['/casino/popular-games', 'popular-games'],
    ]);
  });
});

describe('games of a category (casino/categorygames)', () => {
  it('loads on the first subscriber with systemCategory as a list, once', async () => {
    const { casino, routes, site } = setupCasino();
    routes.route('POST /api/casino/categorygames', () => ok([game(), game({ gameCode: 'b' })]));
    const $games = casino.catalogue.$categoryGames(1);
    const stop = $games.listen(() => {});
    expect($games.get().status).toBe('loading');
    await site.settled();
    expect(routes.calls[0]?.body).toStrictEqual({ systemCategory: [1] });
    expect($games.get()).toMatchObject({
      status: 'ready',
      games: [{ gameCode: 'pp_sweet_bonanza' }, { gameCode: 'b' }],
    });
    stop();
    const again = $games.listen(() => {});
    await site.settled();
    expect(routes.calls).toHaveLength(1);
    again();
  });

  it('ignores a failure: an empty list, no toast', async () => {
    const { casino, routes, toasts, site } = setupCasino();
    routes.route('POST /api/casino/categorygames', () => fail('nope'));
    const $games = casino.catalogue.$categoryGames(3);
    const stop = $games.listen(() => {});
    await site.settled();
    expect($games.get()).toMatchObject({ status: 'failed', games: [] });
    expect(toasts).toMatchObject([]);
    stop();
  });

  it('loadCategoryGames takes several ids and rejects a malformed answer with a SiteError', async () => {
    const { casino, routes } = setupCasino();
    routes.route('POST /api/casino/categorygames', () => ok([{ gameCode: 1 }]));
    await expect(casino.catalogue.loadCategoryGames([1, 5])).rejects.toMatchObject({
      code: 'malformed',
    });
    expect(routes.calls[0]?.body).toStrictEqual({ systemCategory: [1, 5] });
  });
});
