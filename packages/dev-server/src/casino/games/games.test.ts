import { describe, expect, it } from 'vitest';
import { gameArtSvg, providerWordmarkSvg } from '../assets/game-art';
import { tilePng } from '../assets/tile-art';
import { createCasinoHarness } from '../casino.test-support';
import { CATEGORY_IDS } from '../catalog/categories';
import { PROVIDERS } from '../catalog/providers';
import type { GameView } from './game-view';

describe('casino catalogue', () => {
  const h = createCasinoHarness();

  it('has a few hundred games over all seven providers, with the spec fields', () => {
    const games = h.casino.games;
    expect(games.length).toBeGreaterThanOrEqual(250);
    expect(new Set(games.map((game) => game.providerName))).toEqual(
      new Set(PROVIDERS.map((p) => p.name)),
    );
    expect(new Set(games.map((game) => game.gameCode)).size).toBe(games.length);
    expect(games.some((game) => game.isLive)).toBe(true);
    expect(games.some((game) => game.systemCategory === CATEGORY_IDS.tvGames)).toBe(true);
    for (const game of games) {
      expect(game).toMatchObject({
        gameCode: expect.any(String),
        name: expect.any(String),
        mainProviderId: expect.any(Number),
        system: expect.any(String),
        productId: expect.any(Number),
        systemCategory: expect.any(Number),
      });
    }
  });

  it('searches games into a list of lists, Aviator first for the side menu', async () => {
    const res = await h.call<GameView[][]>('POST', 'casino/games', {
      body: { search: 'Aviator', live: false },
      as: 'anon:v',
    });
    expect(res.body.success).toBe(true);
    const first = res.body.data.flat()[0];
    expect(first).toMatchObject({ name: 'Aviator', providerName: 'Hub88', isLive: false });
    expect(first?.imageUrl).toBe('/api/casino/assets/game/hub_aviator.png');
  });

  it('filters search results by the live flag and folds case', async () => {
    const live = await h.call<GameView[][]>('POST', 'casino/games', {
      body: { search: 'ROULETTE', live: true },
    });
    const flat = live.body.data.flat();
    expect(flat.length).toBeGreaterThan(0);
    expect(flat.every((game) => game.isLive && /roulette/i.test(game.name))).toBe(true);
    for (const list of live.body.data)
      expect(new Set(list.map((game) => game.providerName)).size).toBe(1);
    const none = await h.call<GameView[][]>('POST', 'casino/games', {
      body: { search: 'zzzz', live: false },
    });
    expect(none.body.data).toEqual([]);
  });

  it('rejects malformed searches and calls without a token', async () => {
    const bad = await h.call('POST', 'casino/games', { body: { search: 'x' }, locale: 'en' });
    expect(bad.body).toMatchObject({
      success: false,
      message: 'Invalid request: live is missing',
      data: [],
    });
    const anonymous = await h.call('POST', 'casino/games', {
      body: { search: 'x', live: false },
      as: null,
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers the games of the requested categories', async () => {
    const res = await h.call<GameView[]>('POST', 'casino/categorygames', {
      body: { systemCategory: [CATEGORY_IDS.liveCasino, CATEGORY_IDS.tvGames] },
    });
    const categories = new Set(res.body.data.map((game) => game.systemCategory));
    expect(categories).toEqual(new Set([CATEGORY_IDS.liveCasino, CATEGORY_IDS.tvGames]));
    const bad = await h.call('POST', 'casino/categorygames', {
      body: { systemCategory: 2 },
      locale: 'en',
    });
    expect(bad.body.message).toBe('Invalid request: systemCategory must be a list');
  });

  it('builds bootstrap categories with slug lists, images and game previews', async () => {
    const bootstrap = h.casino.bootstrap('en');
    const slots = bootstrap.casinoCategoryList.find(
      (category) => category.id === CATEGORY_IDS.slots,
    );
    expect(slots).toMatchObject({
      name: 'Slots',
      slugList: ['slot'],
      imageUrl: '/api/casino/assets/category/1.svg?lang=en',
    });
    expect(slots?.games).toHaveLength(12);
    expect(bootstrap.casinoCategoryList.some((category) => category.imageUrl === null)).toBe(true);
    // The home page's game rows: Popular then New games.
    expect(
      bootstrap.casinoCategoryList
        .filter((category) => category.slugList.includes('home'))
        .map((category) => category.name),
    ).toEqual(['Popular Games', 'New Games']);
    const image = await h.app.request(slots?.imageUrl ?? '');
    expect(image.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await image.text()).toContain('Slots');
  });

  it('serves generated game and provider images without a token', async () => {
    const game = await h.app.request('/api/casino/assets/game/hub_aviator.svg');
    expect(game.status).toBe(200);
    expect(await game.text()).toMatch(/^<svg[^>]*>[\s\S]*Aviator/);
    expect((await h.app.request('/api/casino/assets/provider/5.svg')).status).toBe(200);
    expect((await h.app.request('/api/casino/assets/game/nope.svg')).status).toBe(404);
  });

  it('draws art that tells games apart: provider colours, a motif per category, the name', () => {
    const base = { name: 'Golden Wheel', providerName: 'Hub88', mainProviderId: 2 };
    const slot = gameArtSvg({ ...base, gameCode: 'hub_a', systemCategory: CATEGORY_IDS.slots });
    const live = gameArtSvg({
      ...base,
      gameCode: 'hub_a',
      systemCategory: CATEGORY_IDS.liveCasino,
    });
    const other = gameArtSvg({ ...base, gameCode: 'hub_b', systemCategory: CATEGORY_IDS.slots });
    const egt = gameArtSvg({
      ...base,
      gameCode: 'hub_a',
      providerName: 'Egt Digital',
      mainProviderId: 3,
      systemCategory: CATEGORY_IDS.slots,
    });
    expect(slot).toContain('Golden Wheel');
    expect(slot).toContain('HUB88');
    // The category's motif: reels for a slot, a wheel's segments for live casino.
    expect(slot.match(/<rect x="\d+" y="40" width="58"/g)).toHaveLength(3);
    expect(live).toContain('A78 78');
    // Another game of the same kind has other colours; another provider another background.
    expect(other).not.toBe(slot);
    expect(egt.match(/stop-color="(#[0-9a-f]{6})"/)?.[1]).not.toBe(
      slot.match(/stop-color="(#[0-9a-f]{6})"/)?.[1],
    );
    const mark = providerWordmarkSvg({ id: 5, name: 'Pragmatic Play' });
    expect(mark).toContain('Pragmatic Play');
    expect(mark).not.toBe(providerWordmarkSvg({ id: 6, name: 'EveryMatrix' }));
  });

  it('serves game art as PNG (raster, 4:3), what the catalogue links', async () => {
    const game = await h.app.request('/api/casino/assets/game/hub_aviator.png');
    expect(game.status).toBe(200);
    expect(game.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await game.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([320, 240]);
    expect((await h.app.request('/api/casino/assets/game/nope.png')).status).toBe(404);
  });

  it('draws raster art that tells games apart: a motif per category, the provider’s colours', () => {
    const slot = { gameCode: 'hub_a', mainProviderId: 1, systemCategory: CATEGORY_IDS.slots };
    const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
    expect(same(tilePng(slot), tilePng({ ...slot }))).toBe(true);
    for (const other of [
      { ...slot, systemCategory: CATEGORY_IDS.liveCasino },
      { ...slot, systemCategory: CATEGORY_IDS.crash },
      { ...slot, mainProviderId: 5 },
      { ...slot, gameCode: 'hub_b' },
    ]) {
      expect(same(tilePng(slot), tilePng(other))).toBe(false);
    }
  });

  it('generates the same catalogue from the same seed', () => {
    expect(createCasinoHarness({ seed: 9 }).casino.games).toEqual(
      createCasinoHarness({ seed: 9 }).casino.games,
    );
  });

  it('grows to a lobby of 2,000 games with the gameCount seed option, extra ones in Slots', async () => {
    const big = createCasinoHarness({ gameCount: 2000 });
    const games = big.casino.games;
    expect(games).toHaveLength(2000);
    expect(new Set(games.map((game) => game.gameCode)).size).toBe(2000);
    expect(games.filter((game) => game.systemCategory === CATEGORY_IDS.slots).length).toBe(1840);
    const answer = await big.call<GameView[]>('POST', 'casino/categorygames', {
      body: { systemCategory: [CATEGORY_IDS.slots] },
    });
    expect(answer.body.data).toHaveLength(1840);
  });
});
