import { describe, expect, it } from 'vitest';
import { createManualClock, ok } from '../testing';
import { game, setupCasino } from './casino.test-support';
import { createGameSearchInput, GAME_SEARCH_DEBOUNCE_MS } from './game-search-input';

describe('the lobby search box', () => {
  it('asks casino/games once typing pauses, only with a set search', async () => {
    const { casino, routes, site } = setupCasino();
    routes.route('POST /api/casino/games', () => ok([[game({ name: 'Aviator' })]]));
    const clock = createManualClock();
    const input = createGameSearchInput({ search: casino.search, clock });
    input.type('   ', false);
    input.type('Av', false);
    input.type('Avi', false);
    expect(input.$text.get()).toBe('Avi');
    clock.advance(GAME_SEARCH_DEBOUNCE_MS - 1);
    expect(routes.calls).toHaveLength(0);
    clock.advance(1);
    await site.settled();
    expect(routes.calls.map((call) => call.body)).toEqual([{ search: 'Avi', live: false }]);
    expect(casino.search.$gameSearch.get()).toMatchObject({
      status: 'ready',
      games: [{ name: 'Aviator' }],
    });
  });

  it('clearing sends nothing and drops the results; Enter searches at once', async () => {
    const { casino, routes, site } = setupCasino();
    routes.route('POST /api/casino/games', () => ok([]));
    const clock = createManualClock();
    const input = createGameSearchInput({ search: casino.search, clock });
    input.type('roulette', true);
    input.clear();
    clock.advance(GAME_SEARCH_DEBOUNCE_MS);
    expect(routes.calls).toHaveLength(0);
    expect(casino.search.$gameSearch.get().status).toBe('idle');
    input.type('roulette', true);
    input.submit(true);
    await site.settled();
    expect(routes.calls.map((call) => call.body)).toEqual([{ search: 'roulette', live: true }]);
    clock.advance(GAME_SEARCH_DEBOUNCE_MS);
    expect(routes.calls).toHaveLength(1);
  });

  it('a failed search ends failed with no games, never a spinner', async () => {
    const { casino, routes, site } = setupCasino();
    routes.route('POST /api/casino/games', () => new Response('nope', { status: 500 }));
    const clock = createManualClock();
    const input = createGameSearchInput({ search: casino.search, clock });
    input.type('x', false);
    input.submit(false);
    await site.settled();
    expect(casino.search.$gameSearch.get()).toMatchObject({ status: 'failed', games: [] });
  });
});
