import { describe, expect, it } from 'vitest';
import { formatOdds } from '../../sportsbook/odds-format';
import { formatRate } from './decimal-rate';

describe('formatRate: a rate as the sportsbook shows decimal odds', () => {
  it('uses the locale’s separator with two to three decimals and no grouping', () => {
    expect(formatRate(4.38, 'tr')).toBe('4,38');
    expect(formatRate(4.38, 'en')).toBe('4.38');
    expect(formatRate(2, 'en')).toBe('2.00');
    expect(formatRate(1.005, 'tr')).toBe('1,005');
    expect(formatRate(1250.5, 'en')).toBe('1250.50');
  });

  it('reads the same as the slip’s decimal odds', () => {
    for (const rate of [1.01, 2.5, 4.375, 17, 1001.25]) {
      for (const locale of ['tr', 'en'] as const) {
        expect(formatRate(rate, locale)).toBe(formatOdds(rate, 'decimal', locale));
      }
    }
  });
});
