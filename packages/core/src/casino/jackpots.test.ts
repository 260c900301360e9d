import { describe, expect, it } from 'vitest';
import { flushMicrotasks, ok, status } from '../testing';
import { setupCasino } from './casino.test-support';
import { deriveJackpotCards } from './jackpot-card';

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
    const { casino, routes } = setupCasino();
    let level = 1234.5;
    routes.route('GET /api/casino/eqyptquest', () => ok({ currentLevelI: level }));
    const stop = casino.jackpots.$egyptQuest.listen(() => {});
    await flushMicrotasks();
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
