import { describe, expect, it } from 'vitest';
import { fail, ok, status } from '../testing';
import { deferred, game, setupCasino } from './casino.test-support';
import { FAVORITES_STORAGE_KEY } from './casino-favorites.store';

const sweet = game();
const stored = (codes: unknown) => ({ [FAVORITES_STORAGE_KEY]: JSON.stringify(codes) });

describe('favorites: the stored list (userFavoriteList)', () => {
  it('reads a valid stored list', () => {
    const { casino } = setupCasino({ storage: stored(['a', 'b']) });
    expect(casino.favorites.$favoriteCodes.get()).toEqual(['a', 'b']);
    expect(casino.favorites.$isFavorite('a').get()).toBe(true);
    expect(casino.favorites.$isFavorite('c').get()).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', JSON.stringify({ a: 1 })],
    ['numbers', JSON.stringify([1, 2])],
    ['a mix', JSON.stringify(['a', null])],
    ['an empty code', JSON.stringify([''])],
    ['a string', JSON.stringify('a,b')],
  ])('clears a corrupt stored list (%s)', (_name, raw) => {
    const { casino, env } = setupCasino({ storage: { [FAVORITES_STORAGE_KEY]: raw } });
    expect(casino.favorites.$favoriteCodes.get()).toEqual([]);
    expect(env.storage.getItem(FAVORITES_STORAGE_KEY)).toBeNull();
  });

  it('gives the same small store for the same code', () => {
    const { casino } = setupCasino();
    expect(casino.favorites.$isFavorite('x')).toBe(casino.favorites.$isFavorite('x'));
  });

  it('loads the server list (extension) on the first subscriber while logged in', async () => {
    const { casino, routes, env, site } = setupCasino({
      storage: stored(['old']),
      casino: { favoritesListEndpoint: 'casino/favorites' },
    });
    routes.route('GET /api/casino/favorites', () => ok({ codes: ['x', 'y'], games: [] }));
    const stop = casino.favorites.$favoriteCodes.listen(() => {});
    await site.settled();
    expect(casino.favorites.$favoriteCodes.get()).toEqual(['x', 'y']);
    expect(JSON.parse(env.storage.getItem(FAVORITES_STORAGE_KEY) ?? '')).toEqual(['x', 'y']);
    stop();
  });

  it('by default asks no list endpoint (the spec API has none) and keeps the local list', async () => {
    const { casino, routes, site } = setupCasino({ storage: stored(['a']) });
    routes.route('GET /api/casino/favorites', () => ok({ codes: ['x'], games: [] }));
    routes.route('POST /api/auth/login', () =>
      ok({ token: 'player-token', username: 'ayse', group: 1, balance: 5 }),
    );
    const stop = casino.favorites.$favoriteCodes.listen(() => {});
    await site.settled();
    await site.session.login({ username: 'ayse', password: 'secret1' });
    await site.settled();
    expect(routes.calls.filter((call) => call.path === '/api/casino/favorites')).toHaveLength(0);
    expect(casino.favorites.$favoriteCodes.get()).toEqual(['a']);
    stop();
  });

  it('keeps the local list when the configured list endpoint is missing', async () => {
    const missing = setupCasino({
      storage: stored(['a']),
      casino: { favoritesListEndpoint: 'casino/favorites' },
    });
    const stop = missing.casino.favorites.$favoriteCodes.listen(() => {});
    await missing.site.settled();
    expect(missing.routes.calls.map((call) => call.path)).toEqual(['/api/casino/favorites']);
    expect(missing.casino.favorites.$favoriteCodes.get()).toEqual(['a']);
    stop();
  });

  it('empties on logout', async () => {
    const { casino, routes, site } = setupCasino({ storage: stored(['a']) });
    routes.route('GET /api/casino/favorites', () => status(404));
    routes.route('GET /api/auth/logout', () => ok(null));
    const stop = casino.favorites.$isFavorite('a').listen(() => {});
    await site.session.logout();
    expect(casino.favorites.$isFavorite('a').get()).toBe(false);
    stop();
  });
});

describe('favorites: toggling (casino/togglefavorite)', () => {
  it('sends code and providerId, flips at once, toasts "added" as success', async () => {
    const { casino, routes, toasts } = setupCasino();
    const answer = deferred<Response>();
    routes.route('POST /api/casino/togglefavorite', () => answer.promise);
    const pending = casino.favorites.toggleFavorite(sweet);
    expect(casino.favorites.$isFavorite(sweet.gameCode).get()).toBe(true); // optimistic
    answer.resolve(ok(null, 'Favorilere eklendi'));
    expect(await pending).toEqual({ ok: true, isFavorite: true });
    const call = routes.calls.find((item) => item.path === '/api/casino/togglefavorite');
    expect(call?.body).toStrictEqual({ code: sweet.gameCode, providerId: 5 });
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'success', content: { key: 'casino.addedToFavorites' } }),
    ]);
  });

  it('removes a favorite with a warning toast', async () => {
    const { casino, routes, toasts, env } = setupCasino({ storage: stored([sweet.gameCode, 'b']) });
    routes.route('POST /api/casino/togglefavorite', () => ok(null));
    expect(await casino.favorites.toggleFavorite(sweet)).toEqual({
      ok: true,
      isFavorite: false,
    });
    expect(casino.favorites.$favoriteCodes.get()).toEqual(['b']);
    expect(env.storage.getItem(FAVORITES_STORAGE_KEY)).toBe('["b"]');
    expect(toasts[0]).toMatchObject({
      kind: 'warning',
      content: { key: 'casino.removedFromFavorites' },
    });
  });

  it("adopts the server's list when the answer carries one (revalidate)", async () => {
    const { casino, routes } = setupCasino({ storage: stored(['stale']) });
    routes.route('POST /api/casino/togglefavorite', () =>
      ok({ isFavorite: true, favorites: ['other', sweet.gameCode] }),
    );
    await casino.favorites.toggleFavorite(sweet);
    expect(casino.favorites.$favoriteCodes.get()).toEqual(['other', sweet.gameCode]);
  });

  it.each([
    ['success false', () => fail('Oyun bulunamadı'), { text: 'Oyun bulunamadı' }],
    ['an HTTP error', () => status(500), { key: 'errors.http' }],
    ['a malformed answer', () => ok({ favorites: 'nope' }), { key: 'errors.malformed' }],
  ])('rolls back on %s with an error toast', async (_name, answer, content) => {
    const { casino, routes, toasts, env } = setupCasino({ storage: stored(['b']) });
    routes.route('POST /api/casino/togglefavorite', answer);
    const result = await casino.favorites.toggleFavorite(sweet);
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(casino.favorites.$favoriteCodes.get()).toEqual(['b']);
    expect(env.storage.getItem(FAVORITES_STORAGE_KEY)).toBe('["b"]');
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', content })]);
  });

  it('rolls back only the failed code, not a toggle of another game meanwhile', async () => {
    const { casino, routes } = setupCasino();
    const first = deferred<Response>();
    routes.route('POST /api/casino/togglefavorite', (request) =>
      (request.body as { code: string }).code === 'a' ? first.promise : ok(null),
    );
    const a = casino.favorites.toggleFavorite(game({ gameCode: 'a' }));
    await casino.favorites.toggleFavorite(game({ gameCode: 'b' }));
    first.resolve(fail('no'));
    await a;
    expect(casino.favorites.$favoriteCodes.get()).toEqual(['b']);
  });

  it('ignores a second click on the same game while the first runs', async () => {
    const { casino, routes } = setupCasino();
    const answer = deferred<Response>();
    routes.route('POST /api/casino/togglefavorite', () => answer.promise);
    const first = casino.favorites.toggleFavorite(sweet);
    expect(await casino.favorites.toggleFavorite(sweet)).toEqual({ ok: false, reason: 'busy' });
    answer.resolve(ok(null));
    await first;
    expect(routes.calls.filter((call) => call.path === '/api/casino/togglefavorite')).toHaveLength(
      1,
    );
  });

  it('opens the login dialog for a visitor and sends nothing', async () => {
    const { casino, routes, site } = setupCasino({ loggedIn: false });
    expect(await casino.favorites.toggleFavorite(sweet)).toEqual({
      ok: false,
      reason: 'not-logged-in',
    });
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
    expect(routes.calls).toHaveLength(0);
    expect(casino.favorites.$favoriteCodes.get()).toEqual([]);
  });
});
