import { describe, expect, it } from 'vitest';
import { game } from './casino.test-support';
import { foldGameText, matchesGameSearch } from './game-text-match';
import { filterGames, NO_LOBBY_FILTER, providersOf } from './provider-filter';

const sweet = game();
const seker = game({ gameCode: 'egt_seker', name: 'Şeker Işıltısı', providerName: 'Egt Digital' });
const iron = game({ gameCode: 'hub_iron', name: 'IRON İSTANBUL', providerName: 'Hub88' });
const games = [sweet, seker, iron];

describe('client search matching (Turkish-aware)', () => {
  it('folds Turkish capitals and accents the way a player types them', () => {
    expect(foldGameText('  İSTANBUL  Işık ')).toBe('istanbul isik');
    expect(foldGameText('Şeker Çılgınlığı')).toBe('seker cilginligi');
  });

  it('matches every word in the name or the provider', () => {
    expect(matchesGameSearch(seker, 'seker')).toBe(true);
    expect(matchesGameSearch(seker, 'ŞEKER ışıl')).toBe(true);
    expect(matchesGameSearch(iron, 'istanbul')).toBe(true);
    expect(matchesGameSearch(sweet, 'pragmatic bonanza')).toBe(true);
    expect(matchesGameSearch(sweet, 'bonanza egt')).toBe(false);
    expect(matchesGameSearch(sweet, '   ')).toBe(true);
  });
});

describe('provider filter', () => {
  it('lists each provider once, sorted', () => {
    expect(providersOf([...games, game({ providerName: 'pragmatic play ' })])).toEqual([
      'Egt Digital',
      'Hub88',
      'Pragmatic Play',
    ]);
  });

  it('keeps the games of the chosen provider that match the text', () => {
    expect(filterGames(games, NO_LOBBY_FILTER)).toEqual(games);
    expect(filterGames(games, { provider: 'EGT Digital', text: '' })).toEqual([seker]);
    expect(filterGames(games, { provider: null, text: 'İstanbul' })).toEqual([iron]);
    expect(filterGames(games, { provider: 'Hub88', text: 'seker' })).toEqual([]);
  });
});
