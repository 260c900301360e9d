import { type CasinoOptions, type Game, gamePlayPath } from '@site/core/casino';
import { createFullSite } from '@site/core/full';
import { createTestEnv } from '@site/core/testing';
import { createDevServer, type DevServer } from '@site/dev-server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The casino of the core against the in-process contract server: real shapes, real checks.

let server: DevServer;

afterEach(() => server?.close());

async function setup(options: { login?: boolean; mobile?: boolean; casino?: CasinoOptions } = {}) {
  server = createDevServer({ seed: 1 });
  // Every path the SDK asks for, to show which calls a setting adds.
  const paths: string[] = [];
  const fetch: typeof server.fetch = (input, init) => {
    paths.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return server.fetch(input, init);
  };
  const env = createTestEnv({ fetch, origin: 'http://localhost' });
  const site = createFullSite({
    env,
    casino: { isMobile: () => options.mobile ?? false, ...options.casino },
  });
  await site.start();
  expect(site.bootstrap.$status.get().source).toBe('server');
  const casino = site.casino;
  const toasts: { kind: string; content: unknown }[] = [];
  site.toasts.on('show', (toast) => toasts.push(toast));
  if (options.login ?? true) await site.session.login({ username: 'player1', password: 'secret1' });
  return { env, site, casino, toasts, paths };
}

async function playPage(url: string) {
  const response = await server.fetch(url);
  return { status: response.status, html: await response.text() };
}

describe('casino against the contract dev server', () => {
  it('browses a category from the bootstrap and loads all its games', async () => {
    const { casino, site } = await setup({ login: false });
    const slots = casino.catalogue.$categoriesOf('slot').get();
    expect(slots.length).toBeGreaterThan(0);
    const bingo = casino.catalogue.$categories.get().find((category) => category.id === 9);
    expect(bingo).toMatchObject({
      hasOwnImage: false,
      imageUrl: '/assets/casino/default-provider.svg',
    });

    const first = slots[0];
    if (!first) throw new Error('no slot category');
    const $games = casino.catalogue.$categoryGames(first.id);
    const stop = $games.listen(() => {});
    await site.settled();
    const state = $games.get();
    expect(state.status).toBe('ready');
    expect(state.games.length).toBeGreaterThan(first.games.length);
    expect(state.games.every((game) => game.systemCategory === first.id)).toBe(true);
    stop();
  });

  it('searches Aviator and opens it on desktop: a game page route and a playable URL', async () => {
    const { casino, site } = await setup();
    const result = await casino.search.openAviator();
    expect(casino.search.$gameSearch.get().games[0]).toMatchObject({
      name: 'Aviator',
      providerName: 'Hub88',
    });
    expect(result).toMatchObject({ ok: true, path: expect.stringMatching(/^\/casino\/play\//) });
    await site.settled();
    const state = casino.play.$play.get();
    expect(state).toMatchObject({ status: 'ready', device: 'desktop', game: { name: 'Aviator' } });
    if (state.status !== 'ready' || state.launch.kind !== 'url') throw new Error('no url launch');
    expect(state.launch.url).toMatch(/^http:\/\/localhost\/api\/casino\/play\/[0-9a-f]{24}$/);
    const page = await playPage(state.launch.url);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Aviator');
  });

  it('a visitor searching Aviator gets the login dialog', async () => {
    const { casino, site } = await setup({ login: false });
    expect(await casino.search.openAviator()).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
  });

  it('favorites a game and removes it again', async () => {
    const { casino, toasts } = await setup();
    const [game] = await casino.catalogue.loadCategoryGames([1]);
    if (!game) throw new Error('no game');
    expect(await casino.favorites.toggleFavorite(game)).toEqual({
      ok: true,
      isFavorite: true,
    });
    expect(casino.favorites.$isFavorite(game.gameCode).get()).toBe(true);
    expect(server.domains.casino).toBeDefined();
    const control = server.domains.casino;
    expect(control.favoritesOf('player1')).toContain(game.gameCode);

    expect(await casino.favorites.toggleFavorite(game)).toEqual({
      ok: true,
      isFavorite: false,
    });
    expect(casino.favorites.$isFavorite(game.gameCode).get()).toBe(false);
    expect(toasts.map((toast) => toast.kind)).toEqual(['success', 'warning']);
  });

  it('asks no favorites list by default (a spec backend has none)', async () => {
    const { casino, site, paths } = await setup();
    const stop = casino.favorites.$favoriteCodes.listen(() => {});
    await site.settled();
    await site.session.logout();
    await site.session.login({ username: 'player1', password: 'secret1' });
    await site.settled();
    expect(paths).not.toContain('/api/casino/favorites');
    stop();
  });

  it('with favoritesListEndpoint on, a new login restores the favorites from the server', async () => {
    const { casino, site, paths } = await setup({
      casino: { favoritesListEndpoint: 'casino/favorites' },
    });
    const stop = casino.favorites.$favoriteCodes.listen(() => {});
    const [game] = await casino.catalogue.loadCategoryGames([1]);
    if (!game) throw new Error('no game');
    await casino.favorites.toggleFavorite(game);
    await site.session.logout();
    expect(casino.favorites.$isFavorite(game.gameCode).get()).toBe(false);
    await site.session.login({ username: 'player1', password: 'secret1' });
    await site.settled();
    expect(paths).toContain('/api/casino/favorites');
    expect(casino.favorites.$isFavorite(game.gameCode).get()).toBe(true);
    stop();
  });

  it('a wrong providerId is rolled back with the server message', async () => {
    const { casino, toasts } = await setup();
    const [game] = await casino.catalogue.loadCategoryGames([1]);
    if (!game) throw new Error('no game');
    const result = await casino.favorites.toggleFavorite({ ...game, mainProviderId: 99 });
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(casino.favorites.$isFavorite(game.gameCode).get()).toBe(false);
    expect(toasts).toEqual([
      expect.objectContaining({ kind: 'error', content: { text: 'Oyun bulunamadı' } }),
    ]);
  });
});

describe('launching one game of every provider', () => {
  const providers = [
    'Digitain',
    'Pragmatic Play',
    'EveryMatrix',
    'Amusnet',
    'Egt Digital',
    'Hub88',
    'SoftGamings',
  ];

  async function gameOf(
    casino: Awaited<ReturnType<typeof setup>>['casino'],
    provider: string,
  ): Promise<Game> {
    const games = await casino.catalogue.loadCategoryGames([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const game = games.find((item) => item.providerName === provider);
    if (!game) throw new Error(`no ${provider} game`);
    return game;
  }

  it.each(
    providers.flatMap((provider) => [
      { provider, device: 'desktop' as const },
      { provider, device: 'mobile' as const },
    ]),
  )('$provider on $device', async ({ provider, device }) => {
    const { casino, site, toasts } = await setup({ mobile: device === 'mobile' });
    const game = await gameOf(casino, provider);
    casino.play.openGame(game);
    await site.settled();
    const state = casino.play.$play.get();
    expect(toasts).toEqual([]);
    expect(state).toMatchObject({ status: 'ready', device, game: { gameCode: game.gameCode } });
    if (state.status !== 'ready') return;
    if (device === 'mobile') expect(site.dialogs.$dialog.get()?.name).toBe('playGame');
    if (provider === 'SoftGamings') {
      expect(state.launch).toMatchObject({
        kind: 'sandboxed-document',
        sandbox: 'allow-scripts allow-forms allow-popups',
      });
      if (state.launch.kind !== 'sandboxed-document') return;
      expect(state.launch.html).toContain('<script>');
      const src = /frame\.src = "([^"]+)"/.exec(state.launch.html)?.[1];
      expect((await playPage(src ?? '')).status).toBe(200);
    } else {
      expect(state.launch.kind).toBe('url');
      if (state.launch.kind !== 'url') return;
      // The dev server answers its own origin: a same-origin page, sandboxed without allow-same-origin.
      expect(state.launch.sandbox).toBe('allow-scripts allow-forms allow-popups');
      expect((await playPage(state.launch.url)).status).toBe(200);
    }
  });

  it('a provider refusal of a closing provider closes the modal with the server message', async () => {
    const { casino, site, toasts } = await setup({ mobile: true });
    const game = await gameOf(casino, 'SoftGamings');
    casino.play.openGame({ ...game, system: '1' });
    await site.settled();
    expect(casino.play.$play.get()).toEqual({ status: 'idle' });
    expect(site.dialogs.$dialog.get()).toBeNull();
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error' })]);
  });

  it('a provider refusal of a toast-only provider keeps the modal', async () => {
    const { casino, toasts, site } = await setup();
    const game = await gameOf(casino, 'EveryMatrix');
    casino.play.openGame({ ...game, productId: 1 });
    await site.settled();
    expect(casino.play.$play.get()).toMatchObject({ status: 'failed', error: { code: 'server' } });
    expect(toasts).toHaveLength(1);
  });

  it("the desktop game page re-launches from its route, with the catalogue's name", async () => {
    const { casino, site } = await setup();
    const game = await gameOf(casino, 'Pragmatic Play');
    // A link whose name was changed (Turkish letters survive the encoding, the text does not).
    const result = casino.play.openGame({ ...game, name: 'Şeker Çılgınlığı ğüİ' });
    const encoded = (result as { path: string }).path.split('/').pop() ?? '';
    await site.settled();
    casino.play.closeGame();
    casino.play.playFromRoute(encoded);
    await vi.waitFor(() => expect(casino.play.$play.get().status).toBe('ready'));
    expect(casino.play.$play.get()).toMatchObject({
      game: { gameCode: game.gameCode, name: game.name },
    });
  });

  it('a link naming an unknown game launches nothing', async () => {
    const { casino } = await setup();
    const game = await gameOf(casino, 'Pragmatic Play');
    const forged = gamePlayPath({
      ...game,
      gameCode: 'no_such_game',
      name: 'Hesabınız kilitlendi',
    });
    casino.play.playFromRoute(forged.split('/').pop() ?? '');
    await vi.waitFor(() => expect(casino.play.$play.get().status).toBe('not-found'));
    expect(casino.play.$play.get()).toEqual({ status: 'not-found', problem: 'unknown-game' });
  });
});

describe('jackpots', () => {
  it('shows Clover Chance then High Cash from the bootstrap, and the Egypt quest', async () => {
    const { casino } = await setup({ login: false });
    const cards = casino.jackpots.$jackpotCards.get();
    expect(cards.map((card) => card.instanceName)).toEqual(['Clover Chance', 'High Cash']);
    expect(cards.every((card) => card.levels.length === 4)).toBe(true);
    await casino.jackpots.refreshEgyptQuest();
    const level = casino.jackpots.$egyptQuest.get();
    expect(level === null || level !== 14000).toBe(true);
  });
});
