import { describe, expect, it, vi } from 'vitest';
import { flushMicrotasks, ok, status } from '../testing';
import { setupCasino } from './casino.test-support';
import { deriveJackpotCards } from './jackpot-card';
import { JACKPOT_REFRESH_MS } from './jackpots.store';

const level = (value: number) => ({ level: 'I', name: 'Clubs', currentValue: value, winsCount: 1 });
const card = (instanceName: string, levels: number, first = 100) => ({
  instanceName,
  currentLevelI: first,
  levelStats: Array.from({ length: levels }, (_, index) => level(first + index)),
});

describe('jackpot cards', () => {
  it('keeps Clover Chance then High Cash, only with exactly 4 levels', () => {
    const cards = deriveJackpotCards(
      [
        card('High Cash', 3, 1),
        card('High Cash', 4, 2),
        card('Mega Fortune Dreams', 4),
        card('Clover Chance', 5),
        card('Clover Chance', 4, 3),
        card('Clover Chance', 4, 4),
      ],
      '/assets/jackpots/',
    );
    expect(cards.map((item) => [item.instanceName, item.currentLevelI])).toEqual([
      ['Clover Chance', 3],
      ['High Cash', 2],
    ]);
    expect(cards[0]).toEqual({
      instanceName: 'Clover Chance',
      sortName: 'clover-chance',
      folder: 'egt',
      background: '/assets/jackpots/egt/clover-chance/background.png',
      logo: '/assets/jackpots/egt/clover-chance/logo.png',
      className: 'site-jackpot-card--clover-chance',
      currentLevelI: 3,
      levels: card('Clover Chance', 4, 3).levelStats,
    });
    expect(cards[1]?.levels).toHaveLength(4);
  });

  it('shows no card without a 4-level instance, and nothing for junk', () => {
    expect(deriveJackpotCards([card('High Cash', 2), card('Clover Chance', 5)], '/')).toEqual([]);
    expect(deriveJackpotCards('junk', '/')).toEqual([]);
    expect(deriveJackpotCards([null, { instanceName: 'High Cash', levelStats: 'x' }], '/')).toEqual(
      [],
    );
  });

  it('follows the bootstrap store and the configured asset base', () => {
    const { casino, $rawJackpotCards } = setupCasino({
      casino: { jackpotAssetBase: 'https://cdn.test/j/' },
    });
    expect(casino.jackpots.$jackpotCards.get()).toEqual([]);
    $rawJackpotCards.set([card('high cash', 4)]);
    expect(casino.jackpots.$jackpotCards.get()).toMatchObject([
      { instanceName: 'High Cash', logo: 'https://cdn.test/j/egt/high-cash/logo.png' },
    ]);
  });
});

describe('Egypt quest (casino/eqyptquest)', () => {
  it('loads on the first subscriber and ignores the 14000 placeholder', async () => {
    const { casino, routes, site } = setupCasino();
    let level = 1234.5;
    routes.route('GET /api/casino/eqyptquest', () => ok({ currentLevelI: level }));
    const stop = casino.jackpots.$egyptQuest.listen(() => {});
    await site.settled();
    expect(casino.jackpots.$egyptQuest.get()).toBe(1234.5);
    level = 14000;
    await casino.jackpots.refreshEgyptQuest();
    expect(casino.jackpots.$egyptQuest.get()).toBe(1234.5);
    stop();
  });

  it('ignores failures', async () => {
    const { casino, routes, toasts } = setupCasino();
    routes.route('GET /api/casino/eqyptquest', () => status(500));
    await casino.jackpots.refreshEgyptQuest();
    routes.route('GET /api/casino/eqyptquest', () => ok({ currentLevelI: 'x' }));
    await casino.jackpots.refreshEgyptQuest();
    expect(casino.jackpots.$egyptQuest.get()).toBeNull();
    expect(toasts).toEqual([]);
  });
});

describe('jackpot refresh (every 30 s while watched)', () => {
  // The jackpot calls among everything the site asks.
  const paths = (calls: readonly { path: string }[]) =>
    calls.map((call) => call.path).filter((path) => /eqyptquest|jackpots|cms\/grouped/.test(path));

  it('starts on the first subscriber, reloads the bootstrap on a spec backend, stops at the last', async () => {
    const { casino, routes, env, site } = setupCasino({ loggedIn: false });
    routes.route('GET /api/casino/eqyptquest', () => ok({ currentLevelI: 5 }));
    routes.route('GET /api/cms/grouped', () => ok({ egtJackpotCards: [card('High Cash', 4, 7)] }));
    env.clock.advance(JACKPOT_REFRESH_MS);
    await site.settled();
    expect(paths(routes.calls)).toEqual([]); // nothing watches: nothing is asked

    const stopCards = casino.jackpots.$jackpotCards.listen(() => {});
    const stopEgypt = casino.jackpots.$egyptQuest.listen(() => {});
    await site.settled();
    expect(paths(routes.calls)).toEqual(['/api/casino/eqyptquest']);
    env.clock.advance(JACKPOT_REFRESH_MS - 1);
    await site.settled();
    expect(paths(routes.calls)).toHaveLength(1);
    env.clock.advance(1);
    await site.settled();
    expect(paths(routes.calls).slice(1).sort()).toEqual([
      '/api/casino/eqyptquest',
      '/api/cms/grouped',
    ]);

    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      stopCards();
      vi.advanceTimersByTime(3000);
      env.clock.advance(JACKPOT_REFRESH_MS);
      await site.settled();
      expect(paths(routes.calls)).toHaveLength(5); // one subscriber left: still refreshing
      stopEgypt();
      // nanostores unmounts a store 1 s after its last listener: the card store, then its source.
      vi.advanceTimersByTime(3000);
    } finally {
      vi.useRealTimers();
    }
    env.clock.advance(JACKPOT_REFRESH_MS * 3);
    await site.settled();
    expect(paths(routes.calls)).toHaveLength(5);
  });

  it('asks the jackpot call alone where the API has one, and keeps the figures on a failure', async () => {
    const { casino, routes, env, site } = setupCasino({
      casino: { jackpotsEndpoint: 'casino/jackpots' },
      jackpots: [card('Clover Chance', 4, 1)],
    });
    routes.route('GET /api/casino/eqyptquest', () => ok({ currentLevelI: 5 }));
    routes.route('GET /api/casino/jackpots', () =>
      ok({ egtJackpotCards: [card('Clover Chance', 4, 2)], jackpotCards: [] }),
    );
    const stop = casino.jackpots.$jackpotCards.listen(() => {});
    expect(casino.jackpots.$jackpotCards.get()[0]?.currentLevelI).toBe(1);
    env.clock.advance(JACKPOT_REFRESH_MS);
    await site.settled();
    expect(paths(routes.calls)).not.toContain('/api/cms/grouped');
    expect(casino.jackpots.$jackpotCards.get()[0]?.currentLevelI).toBe(2);

    routes.route('GET /api/casino/jackpots', () => status(500));
    env.clock.advance(JACKPOT_REFRESH_MS);
    await site.settled();
    expect(casino.jackpots.$jackpotCards.get()[0]?.currentLevelI).toBe(2);
    stop();
  });

  it('does not stack a refresh on a slow answer', async () => {
    const { casino, routes, env } = setupCasino({
      casino: { jackpotsEndpoint: 'casino/jackpots' },
    });
    routes.route('GET /api/casino/eqyptquest', () => ok({ currentLevelI: 5 }));
    routes.route('GET /api/casino/jackpots', () => new Promise<Response>(() => {}));
    const stop = casino.jackpots.$jackpotCards.listen(() => {});
    env.clock.advance(JACKPOT_REFRESH_MS * 3);
    await flushMicrotasks(); // the jackpot answer never comes: settled() would wait for it
    expect(paths(routes.calls).filter((path) => path === '/api/casino/jackpots')).toHaveLength(1);
    stop();
  });
});
