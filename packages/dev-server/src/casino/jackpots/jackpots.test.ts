import { describe, expect, it } from 'vitest';
import { createCasinoHarness, START } from '../casino.test-support';
import { egyptQuestLevel, jackpotCards } from './jackpot-cards';

describe('jackpots', () => {
  it('offers Clover Chance and High Cash with 4 levels among instances the client must drop', () => {
    const { egtJackpotCards, jackpotCards: general } = jackpotCards(START);
    for (const list of [egtJackpotCards, general]) {
      const kept = list.filter(
        (card) =>
          ['Clover Chance', 'High Cash'].includes(card.instanceName) &&
          card.levelStats.length === 4,
      );
      expect(kept.map((card) => card.instanceName).sort()).toEqual(['Clover Chance', 'High Cash']);
      expect(list.length).toBeGreaterThan(kept.length);
      expect(list.some((card) => card.levelStats.length !== 4)).toBe(true);
      expect(list.some((card) => !['Clover Chance', 'High Cash'].includes(card.instanceName))).toBe(
        true,
      );
      for (const card of list) expect(card.currentLevelI).toBe(card.levelStats[0]?.currentValue);
    }
  });

  it('names the levels in the request’s language', () => {
    const names = (locale: 'tr' | 'en') =>
      jackpotCards(START, locale).jackpotCards[0]?.levelStats.map((level) => level.name);
    expect(names('tr')).toEqual(['Sinek', 'Karo', 'Kupa', 'Maça']);
    expect(names('en')).toEqual(['Clubs', 'Diamonds', 'Hearts', 'Spades']);
  });

  it('grows jackpot values with the clock', () => {
    const before = jackpotCards(START).egtJackpotCards[1]?.levelStats[3]?.currentValue ?? 0;
    const after = jackpotCards(START + 60_000).egtJackpotCards[1]?.levelStats[3]?.currentValue ?? 0;
    expect(after).toBeGreaterThan(before);
  });

  it('eqyptquest answers currentLevelI, sometimes the 14000 placeholder', async () => {
    const h = createCasinoHarness();
    const res = await h.call<{ currentLevelI: number }>('GET', 'casino/eqyptquest', {
      as: 'anon:v',
    });
    expect(res.body).toMatchObject({ success: true, data: { currentLevelI: expect.any(Number) } });
    expect(res.body.data.currentLevelI).not.toBe(14000);
    h.clock.now = Math.floor(START / 60_000) * 60_000;
    const placeholder = await h.call<{ currentLevelI: number }>('GET', 'casino/eqyptquest');
    expect(placeholder.body.data.currentLevelI).toBe(14000);
    expect(egyptQuestLevel(START)).toBe(res.body.data.currentLevelI);
  });

  it('answers the jackpot lists alone on casino/jackpots, as the bootstrap carries them', async () => {
    const h = createCasinoHarness();
    const res = await h.call<{ egtJackpotCards: unknown[] }>('GET', 'casino/jackpots', {
      as: 'anon:v',
    });
    expect(res.body).toMatchObject({ success: true });
    expect(res.body.data).toEqual(jackpotCards(h.clock.now));
  });

  it('puts both jackpot lists in the casino bootstrap', () => {
    const h = createCasinoHarness();
    const bootstrap = h.casino.bootstrap('tr');
    expect(bootstrap.egtJackpotCards.length).toBeGreaterThan(0);
    expect(bootstrap.jackpotCards.length).toBeGreaterThan(0);
  });
});
