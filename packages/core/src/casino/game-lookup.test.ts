import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing';
import { game, setupCasino } from './casino.test-support';
import { encodeGameRoute } from './game-route';

// Issue 16: a crafted /casino/play/{game} link must not show its own text nor launch at once.
const sweet = game();
const slots = [{ id: 1, name: 'Slots', slugList: ['slot'], games: [sweet] }];

describe('the game page trusts the catalogue, not the link', () => {
  it("shows and launches the catalogue's game when the link's name and provider are forged", async () => {
    const { casino, routes, site } = setupCasino({ categories: slots });
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/1'));
    const forged = {
      ...sweet,
      name: 'Your account is locked, call +90 555',
      providerName: 'Hub88',
    };
    casino.play.playFromRoute(encodeGameRoute(forged));
    expect(casino.play.$play.get()).toEqual({ status: 'checking' });
    await site.settled();
    expect(casino.play.$play.get()).toMatchObject({
      status: 'ready',
      game: { name: 'Sweet Bonanza' },
    });
    expect(routes.calls.map((call) => call.path)).toEqual(['/api/casino/pragmaticlaunchurl']);
  });

  it('finds a game outside the bootstrap previews through the category games', async () => {
    const { casino, routes, site } = setupCasino({ categories: slots });
    const other = game({ gameCode: 'pp_gates', name: 'Gates of Olympus' });
    routes.route('POST /api/casino/categorygames', () => ok([sweet, other]));
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/2'));
    casino.play.playFromRoute(encodeGameRoute({ ...other, name: 'Fake' }));
    await site.settled();
    expect(casino.play.$play.get()).toMatchObject({
      status: 'ready',
      game: { name: 'Gates of Olympus' },
    });
  });

  it('does not launch a link naming a game the catalogue does not hold', async () => {
    const { casino, routes, toasts, site } = setupCasino({ categories: slots });
    routes.route('POST /api/casino/categorygames', () => ok([sweet]));
    routes.route('POST /api/casino/games', () => ok([]));
    casino.play.playFromRoute(encodeGameRoute(game({ gameCode: 'evil', name: 'Free money' })));
    await site.settled();
    expect(casino.play.$play.get()).toEqual({ status: 'not-found', problem: 'unknown-game' });
    expect(routes.calls.some((call) => call.path.includes('launchurl'))).toBe(false);
    expect(toasts).toEqual([]);
  });

  it('launches nothing when the catalogue cannot be asked', async () => {
    const { casino, routes, site } = setupCasino({ categories: slots });
    routes.route('POST /api/casino/categorygames', () => fail('down'));
    routes.route('POST /api/casino/games', () => fail('down'));
    casino.play.playFromRoute(encodeGameRoute(game({ gameCode: 'evil', name: 'x' })));
    await site.settled();
    expect(casino.play.$play.get()).toEqual({
      status: 'not-found',
      problem: 'catalogue-unavailable',
    });
  });
});
