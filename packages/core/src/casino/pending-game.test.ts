import { describe, expect, it } from 'vitest';
import { ok } from '../testing';
import { game, PLAYER, setupCasino } from './casino.test-support';
import type { ResumedGameEvent } from './pending-game';

const sweet = game();
const waitForDefer = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('a visitor who clicks a game and then logs in', () => {
  it('desktop: the game launches after the login and the UI is told its route', async () => {
    const { casino, routes, site } = setupCasino({ loggedIn: false });
    routes.route('POST /api/auth/login', () => ok(PLAYER));
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/1'));
    const resumed: ResumedGameEvent[] = [];
    casino.play.on('resumed', (event) => resumed.push(event));
    expect(casino.play.openGame(sweet)).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(site.dialogs.$dialog.get()?.name).toBe('login');
    await site.session.login({ username: 'ayse', password: 'secret1' });
    await waitForDefer();
    await site.settled();
    expect(resumed).toEqual([
      { game: sweet, result: { ok: true, path: expect.stringMatching(/^\/casino\/play\//) } },
    ]);
    expect(casino.play.$play.get()).toMatchObject({ status: 'ready', game: sweet });
  });

  it('mobile: the game modal opens after the login form closed its dialog', async () => {
    const { casino, routes, site } = setupCasino({ loggedIn: false, mobile: true });
    routes.route('POST /api/auth/login', () => ok(PLAYER));
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/1'));
    casino.play.openGame(sweet);
    await site.session.login({ username: 'ayse', password: 'secret1' });
    site.dialogs.closeAll(); // what the login form does on success
    await waitForDefer();
    expect(site.dialogs.$dialog.get()?.name).toBe('playGame');
  });

  it('only the last clicked game opens, and a logout forgets it', async () => {
    const { casino, routes, site } = setupCasino({ loggedIn: false });
    routes.route('POST /api/auth/login', () => ok(PLAYER));
    routes.route('POST /api/casino/hub88launchurl', () => ok('https://games.example/a'));
    const aviator = game({ gameCode: 'hub_aviator', name: 'Aviator', providerName: 'Hub88' });
    const opened: string[] = [];
    casino.play.on('resumed', ({ game: one }) => opened.push(one.gameCode));
    casino.play.openGame(sweet);
    casino.play.openGame(aviator);
    await site.session.login({ username: 'ayse', password: 'secret1' });
    await waitForDefer();
    expect(opened).toEqual(['hub_aviator']);
  });

  it('a logged-in click opens at once and leaves nothing waiting', async () => {
    const { casino, routes } = setupCasino();
    routes.route('POST /api/casino/pragmaticlaunchurl', () => ok('https://games.example/1'));
    const opened: unknown[] = [];
    casino.play.on('resumed', (event) => opened.push(event));
    expect(casino.play.openGame(sweet)).toMatchObject({ ok: true, path: expect.any(String) });
    await waitForDefer();
    expect(opened).toEqual([]);
  });
});
