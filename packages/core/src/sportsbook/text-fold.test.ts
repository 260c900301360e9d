import { describe, expect, it } from 'vitest';
import { foldText, matchesTeams } from './text-fold';

describe('foldText (Turkish-safe search)', () => {
  it('folds İ, I, ı and i together in every direction', () => {
    for (const text of ['İstanbul', 'ISTANBUL', 'ıstanbul', 'istanbul', 'İSTANBUL']) {
      expect(foldText(text)).toBe('istanbul');
    }
  });

  it('drops Turkish accents and case', () => {
    expect(foldText('BEŞİKTAŞ')).toBe('besiktas');
    expect(foldText('Fenerbahçe')).toBe('fenerbahce');
    expect(foldText('Göztepe Ağrı Üsküdar')).toBe('goztepe agri uskudar');
  });

  it('matches the home or the away team, case-insensitively', () => {
    expect(matchesTeams('besiktas', 'Beşiktaş', 'Göztepe')).toBe(true);
    expect(matchesTeams('GÖZ', 'Beşiktaş', 'Göztepe')).toBe(true);
    expect(matchesTeams('IĞDIR', 'Iğdır FK', 'Bodrum')).toBe(true);
    expect(matchesTeams('real', 'Beşiktaş', 'Göztepe')).toBe(false);
    expect(matchesTeams('  ', 'A', 'B')).toBe(true);
  });
});
