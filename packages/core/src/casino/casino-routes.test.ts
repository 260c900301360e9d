import { describe, expect, it } from 'vitest';
import { game, setupCasino } from './casino.test-support';
import { lobbyPathFor, lobbyPathFromUrl } from './casino-routes';

describe('casino lobby path', () => {
  it('a live game goes back to the live casino, any other to slots', () => {
    expect(lobbyPathFor({ isLive: true })).toBe('/casino/live');
    expect(lobbyPathFor({ isLive: false })).toBe('/casino/slot');
    expect(lobbyPathFor({})).toBe('/casino/slot');
  });

  it('reads the in-app path of a lobby URL on the site origin only', () => {
    expect(lobbyPathFromUrl('https://site.test/lobby?x=1#top', 'https://site.test')).toBe(
      '/lobby?x=1#top',
    );
    expect(lobbyPathFromUrl('/lobby', 'https://site.test')).toBe('/lobby');
    expect(lobbyPathFromUrl('https://other.test/lobby', 'https://site.test')).toBeNull();
  });

  it('site.casino.lobbyPathFor: the default lobby, else the configured one when in-app', () => {
    const live = game({ isLive: true });
    expect(setupCasino().casino.lobbyPathFor(live)).toBe('/casino/live');
    expect(setupCasino().casino.lobbyPathFor(game())).toBe('/casino/slot');
    const configured = setupCasino({
      casino: { lobbyUrl: (g) => `https://site.test/lobby/${g.isLive ? 'live' : 'rng'}` },
    });
    expect(configured.casino.lobbyPathFor(live)).toBe('/lobby/live');
    const external = setupCasino({ casino: { lobbyUrl: () => 'https://games.example/lobby' } });
    expect(external.casino.lobbyPathFor(live)).toBe('/casino/live');
  });
});
