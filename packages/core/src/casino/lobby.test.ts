import { describe, expect, it, vi } from 'vitest';
import { flushMicrotasks, ok, status } from '../testing';
import { deferred, game, setupCasino } from './casino.test-support';
import { FAVORITES_STORAGE_KEY } from './casino-favorites.store';
import type { Game } from './game.schema';
import { GAME_SEARCH_DEBOUNCE_MS } from './game-search-input';
import { LOBBY_ALL, LOBBY_FAVORITES, type LobbyView, lobbyPreview } from './lobby.store';

const bonanza = game();
const gates = game({ gameCode: 'pp_gates', name: 'Gates of Olympus' });
const book = game({ gameCode: 'egt_book', name: 'Book of Ra', providerName: 'EGT' });
const roulette = game({ gameCode: 'evo_roulette', name: 'Roulette', providerName: 'Evolution' });

const categories = [
  { id: 1, name: 'Popüler', slugList: ['slot'], imageUrl: null, games: [bonanza] },
  { id: 2, name: 'Yeni', slugList: ['slot'], imageUrl: null, games: [book] },
  { id: 3, name: 'Canlı', slugList: ['live'], imageUrl: null, games: [roulette] },
];

/** A casino whose `casino/categorygames` answers from a table (or holds back / fails). */
function setupLobby(
  options: { loggedIn?: boolean; favorites?: string[]; answers?: Record<number, Game[]> } = {},
) {
  const setup = setupCasino({
    categories,
    loggedIn: options.loggedIn ?? true,
    storage: { [FAVORITES_STORAGE_KEY]: JSON.stringify(options.favorites ?? []) },
  });
  const answers = options.answers ?? { 1: [bonanza, gates], 2: [book, bonanza] };
  setup.routes.route('POST /api/casino/categorygames', (request) => {
    const [id] = (request.body as { systemCategory: number[] }).systemCategory;
    const games = answers[id ?? 0];
    return games ? ok(games) : status(500);
  });
  const lobby = setup.casino.lobby('slot');
  const views: LobbyView[] = [];
  const stop = lobby.$view.subscribe((view) => views.push(view));
  const view = () => lobby.$view.get();
  return { ...setup, lobby, views, stop, view };
}

const codes = (games: readonly Game[]) => games.map((item) => item.gameCode);

describe('casino lobby (site.casino.lobby(slug))', () => {
  it('is one store per slug, and the live page searches live games', () => {
    const { casino, lobby } = setupLobby();
    expect(casino.lobby('slot')).toBe(lobby);
    expect(lobby.live).toBe(false);
    expect(casino.lobby('live').live).toBe(true);
  });

  it('previews the bootstrap games while each category loads, then every game with its count', async () => {
    const { view, routes, site } = setupLobby({ loggedIn: false });
    expect(view().mode).toBe('previews');
    expect(view().sections.map((section) => [section.title, codes(section.games)])).toEqual([
      ['Popüler', ['pp_sweet_bonanza']],
      ['Yeni', ['egt_book']],
    ]);
    expect(view().sections.map((section) => section.total)).toEqual([null, null]);
    expect(view().nav.map((item) => [item.id, item.count])).toEqual([
      [LOBBY_ALL, null],
      ['1', null],
      ['2', null],
    ]);
    await site.settled();
    // Only this page's categories are asked, one call each.
    expect(routes.calls.map((call) => call.body)).toEqual([
      { systemCategory: [1] },
      { systemCategory: [2] },
    ]);
    expect(view().sections.map((section) => [codes(section.games), section.total])).toEqual([
      [['pp_sweet_bonanza', 'pp_gates'], 2],
      [['egt_book', 'pp_sweet_bonanza'], 2],
    ]);
    expect(view().nav.map((item) => item.count)).toEqual([null, 2, 2]);
    expect(view().providers).toEqual(['EGT', 'Pragmatic Play']);
  });

  it('keeps the bootstrap preview silently when a category fails, and shows it as failed when it has none', async () => {
    const { view, toasts, site } = setupLobby({ answers: { 1: [bonanza] } });
    await site.settled();
    const failed = view().sections.find((section) => section.id === '2');
    expect(failed).toMatchObject({ status: 'ready', total: null, games: [book] });
    expect(toasts).toEqual([]);

    const empty = setupLobby({ loggedIn: false, answers: {} });
    empty.stop();
    const lobby = empty.casino.lobby('tvbets');
    lobby.$view.listen(() => {});
    await site.settled();
    expect(lobby.$view.get()).toMatchObject({ empty: true, sections: [] });
  });

  it('shows one category in full, and all for an unknown id', async () => {
    const { lobby, view, site } = setupLobby();
    await site.settled();
    lobby.select('2');
    expect(view()).toMatchObject({ mode: 'category', selected: '2' });
    expect(view().sections.map((section) => section.id)).toEqual(['2']);
    lobby.select('404');
    expect(view()).toMatchObject({ mode: 'previews', selected: LOBBY_ALL });
  });

  it('filters every section by provider and drops the previews left empty', async () => {
    const { lobby, view, site } = setupLobby({
      loggedIn: false,
      answers: { 1: [bonanza], 2: [book] },
    });
    await site.settled();
    lobby.setProvider('egt');
    expect(view().sections.map((section) => [section.id, codes(section.games)])).toEqual([
      ['2', ['egt_book']],
    ]);
    lobby.select('1');
    expect(view().sections[0]).toMatchObject({ games: [], total: 0, emptyReason: 'no-match' });
  });

  it('gives a player the Favorites of this page, previewed and in full; a visitor none', async () => {
    const { lobby, view, site } = setupLobby({ favorites: ['egt_book', 'evo_roulette'] });
    await site.settled();
    expect(view().nav[1]).toEqual({
      id: LOBBY_FAVORITES,
      kind: 'favorites',
      label: null,
      count: 1,
    });
    expect(view().sections[0]).toMatchObject({
      kind: 'favorites',
      games: [book],
      emptyReason: 'favorites-empty',
    });
    lobby.select(LOBBY_FAVORITES);
    expect(view()).toMatchObject({ mode: 'favorites', selected: LOBBY_FAVORITES });

    const visitor = setupLobby({ loggedIn: false, favorites: ['egt_book'] });
    visitor.lobby.select(LOBBY_FAVORITES);
    expect(visitor.view()).toMatchObject({ mode: 'previews', selected: LOBBY_ALL });
    expect(visitor.view().nav.some((item) => item.kind === 'favorites')).toBe(false);
  });

  it('searches: local matches at once, the server answer after the pause replaces them', async () => {
    const { lobby, view, routes, env, site } = setupLobby();
    await site.settled();
    const answer = deferred<Response>();
    routes.route('POST /api/casino/games', () => answer.promise);
    lobby.search.type('gates', lobby.live);
    expect(view().mode).toBe('search');
    expect(view().search).toMatchObject({ text: 'gates', answered: false, waiting: false });
    expect(codes(view().search?.games ?? [])).toEqual(['pp_gates']);
    env.clock.advance(GAME_SEARCH_DEBOUNCE_MS);
    await flushMicrotasks(); // the search answer is held: settled() would wait for it
    expect(routes.calls.at(-1)?.body).toEqual({ search: 'gates', live: false });
    answer.resolve(ok([[gates, book]]));
    await site.settled();
    expect(view().search).toMatchObject({ answered: true });
    expect(codes(view().search?.games ?? [])).toEqual(['pp_gates', 'egt_book']);
    lobby.setProvider('EGT');
    expect(codes(view().search?.games ?? [])).toEqual(['egt_book']);
  });

  it('starts over when the page is left: all categories, every provider, no search', async () => {
    const { lobby, view, stop, env, routes, site } = setupLobby();
    await site.settled();
    lobby.select('2');
    lobby.setProvider('EGT');
    lobby.search.type('book', false);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      stop();
      vi.advanceTimersByTime(1000); // nanostores unmounts a store 1 s after its last listener
    } finally {
      vi.useRealTimers();
    }
    env.clock.advance(GAME_SEARCH_DEBOUNCE_MS);
    await site.settled();
    expect(routes.calls.some((call) => call.path.includes('casino/games'))).toBe(false);
    const after = view();
    expect(after).toMatchObject({ mode: 'previews', selected: LOBBY_ALL, provider: null });
    expect(lobby.search.$text.get()).toBe('');
  });

  it('previews twelve tiles on desktop and a rail of twenty on mobile, with "All (n)" beyond', () => {
    const many = Array.from({ length: 15 }, (_, index) => game({ gameCode: `g${index}` }));
    expect(lobbyPreview(many, 'desktop')).toMatchObject({ showAll: 15 });
    expect(lobbyPreview(many, 'desktop').games).toHaveLength(12);
    expect(lobbyPreview(many, 'mobile')).toEqual({ games: many, showAll: null });
  });
});
