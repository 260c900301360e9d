import { describe, expect, it } from 'vitest';
import { createCasinoHarness } from '../casino.test-support';

describe('game favourites', () => {
  it('toggles a game in and out of the player’s favourites', async () => {
    const h = createCasinoHarness();
    const game = h.casino.games[3];
    const body = { code: game?.gameCode, providerId: game?.mainProviderId };
    const added = await h.call('POST', 'casino/togglefavorite', { body, locale: 'en' });
    expect(added.body).toMatchObject({
      success: true,
      message: 'Added to favorites',
      data: { isFavorite: true, favorites: [game?.gameCode] },
    });
    const list = await h.call<{ codes: string[]; games: { gameCode: string }[] }>(
      'GET',
      'casino/favorites',
    );
    expect(list.body.data.codes).toEqual([game?.gameCode]);
    expect(list.body.data.games[0]?.gameCode).toBe(game?.gameCode);
    const removed = await h.call('POST', 'casino/togglefavorite', { body, locale: 'en' });
    expect(removed.body).toMatchObject({
      success: true,
      message: 'Removed from favorites',
      data: { isFavorite: false, favorites: [] },
    });
    expect(h.casino.favoritesOf('alice')).toEqual([]);
  });

  it('needs a player, a known game and its own provider id', async () => {
    const h = createCasinoHarness();
    const game = h.casino.games[0];
    const visitor = await h.call('POST', 'casino/togglefavorite', {
      as: 'anon:v',
      body: { code: game?.gameCode, providerId: game?.mainProviderId },
      locale: 'en',
    });
    expect(visitor.body).toMatchObject({ success: false, message: 'Please login first' });
    const wrongProvider = await h.call('POST', 'casino/togglefavorite', {
      body: { code: game?.gameCode, providerId: 99 },
      locale: 'en',
    });
    expect(wrongProvider.body).toMatchObject({ success: false, message: 'Game not found' });
    const missing = await h.call('POST', 'casino/togglefavorite', {
      body: { code: game?.gameCode },
      locale: 'en',
    });
    expect(missing.body.message).toBe('Invalid request: providerId is missing');
    expect((await h.call('GET', 'casino/favorites', { as: 'anon:v' })).body.success).toBe(false);
  });
});
