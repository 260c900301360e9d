import { describe, expect, it } from 'vitest';
import { SiteError } from '../kernel/errors/site-error';
import { fail, ok, status } from '../testing';
import { deferred, game, setupCasino } from './casino.test-support';

const aviator = game({
  gameCode: 'hub_aviator',
  name: 'Aviator',
  providerName: 'Hub88',
  mainProviderId: 2,
});
const other = game({
  gameCode: 'sg_aviator_x',
  name: 'Aviator X',
  providerName: 'SoftGamings',
  mainProviderId: 1,
});

describe('game search (casino/games)', () => {
  it.each(['', '   '])('fires nothing while the search is not set (%j)', async (search) => {
    const { casino, routes } = setupCasino();
    expect(await casino.search.searchGames({ search, live: true })).toEqual([]);
    expect(routes.calls).toHaveLength(0);
    expect(casino.search.$gameSearch.get()).toMatchObject({ status: 'idle', games: [] });
  });

  it('sends search and live and flattens the list of lists', async () => {
    const { casino, routes } = setupCasino();
    routes.route('POST /api/casino/games', () => ok([[aviator], [other, game()]]));
    const games = await casino.search.searchGames({ search: ' Aviator ', live: false });
    expect(routes.calls[0]?.body).toStrictEqual({ search: 'Aviator', live: false });
    expect(games.map((item) => item.gameCode)).toEqual([
      'hub_aviator',
      'sg_aviator_x',
      'pp_sweet_bonanza',
    ]);
    expect(casino.search.$gameSearch.get()).toMatchObject({ status: 'ready', search: ' Aviator ' });
  });

  it.each([
    ['success false', () => fail('Geçersiz istek')],
    ['an HTTP error', () => status(500)],
    ['a flat list instead of lists', () => ok([aviator])],
    ['a body that is not JSON', () => new Response('<html>')],
  ])('is silent on %s: an empty list, no toast', async (_name, answer) => {
    const { casino, routes, toasts } = setupCasino();
    routes.route('POST /api/casino/games', answer);
    expect(await casino.search.searchGames({ search: 'x', live: false })).toEqual([]);
    expect(casino.search.$gameSearch.get()).toMatchObject({ status: 'failed', games: [] });
    expect(casino.search.$gameSearch.get().error).toBeInstanceOf(SiteError);
    expect(toasts).toEqual([]);
  });

  it('keeps the newest query when answers arrive out of order', async () => {
    const { casino, routes } = setupCasino();
    const slow = deferred<Response>();
    routes.route('POST /api/casino/games', (request) =>
      (request.body as { search: string }).search === 'av' ? slow.promise : ok([[aviator]]),
    );
    const first = casino.search.searchGames({ search: 'av', live: false });
    await casino.search.searchGames({ search: 'aviator', live: false });
    slow.resolve(ok([[other]]));
    await first;
    expect(casino.search.$gameSearch.get()).toMatchObject({ search: 'aviator', games: [aviator] });
  });

  it('clearSearch goes back to idle', async () => {
    const { casino, routes } = setupCasino();
    routes.route('POST /api/casino/games', () => ok([[aviator]]));
    await casino.search.searchGames({ search: 'a', live: true });
    casino.search.clearSearch();
    expect(casino.search.$gameSearch.get()).toEqual({
      search: '',
      live: false,
      status: 'idle',
      games: [],
    });
  });
});

describe('the Aviator menu entry', () => {
  it('searches Aviator, not live, and opens the first game', async () => {
    const { casino, routes, site } = setupCasino();
    routes.route('POST /api/casino/games', () => ok([[aviator, other]]));
    routes.route('POST /api/casino/hub88launchurl', () => ok('https://games.example/aviator'));
    const result = await casino.search.openAviator();
    expect(routes.calls[0]?.body).toStrictEqual({ search: 'Aviator', live: false });
    expect(result).toMatchObject({ ok: true, path: expect.stringMatching(/^\/casino\/play\//) });
    await site.settled();
    expect(casino.play.$play.get()).toMatchObject({ status: 'ready', game: aviator });
  });

  it('opens nothing when the search fails or finds nothing', async () => {
    for (const answer of [() => status(503), () => ok([])]) {
      const { casino, routes, toasts, site } = setupCasino();
      routes.route('POST /api/casino/games', answer);
      expect(await casino.search.openAviator()).toEqual({ ok: false, reason: 'not-found' });
      expect(casino.play.$play.get()).toEqual({ status: 'idle' });
      expect(site.dialogs.$dialog.get()).toBeNull();
      expect(toasts).toEqual([]);
    }
  });

  it('opens the login dialog for a visitor after the search', async () => {
    const { casino, routes, site } = setupCasino({ loggedIn: false });
    routes.route('POST /api/casino/games', () => ok([[aviator]]));
    expect(await casino.search.openAviator()).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
  });
});
