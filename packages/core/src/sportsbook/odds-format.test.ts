import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../kernel/env/memory-storage';
import { createLocale } from '../kernel/i18n/locale';
import { createToasts } from '../kernel/toasts/toasts';
import {
  americanToDecimal,
  decimalToAmerican,
  decimalToFractional,
  formatOdds,
  fractionalToDecimal,
  isPlausibleOdds,
  ODDS_FORMATS,
  ODDS_RANGE,
  TOTAL_ODDS_RANGE,
  toRational,
} from './odds-format';
import { createOddsFormat } from './odds-format.store';
import { SPORTSBOOK_STORAGE_KEYS } from './sportsbook.constants';

// Odds as the feeds send them: 1.01 to 1000 with at most 2 decimals.
const decimalOdds = fc.integer({ min: 101, max: 100_000 }).map((cents) => cents / 100);

describe('odds conversions (exact)', () => {
  it('converts the spec examples exactly', () => {
    expect(decimalToAmerican(2.5)).toBe(150);
    expect(decimalToFractional(2.5)).toEqual({ numerator: 3, denominator: 2 });
    expect(fractionalToDecimal({ numerator: 3, denominator: 2 })).toBe(2.5);
    expect(americanToDecimal(150)).toBe(2.5);
    expect(decimalToAmerican(1.5)).toBe(-200);
    expect(decimalToFractional(1.5)).toEqual({ numerator: 1, denominator: 2 });
    expect(americanToDecimal(-200)).toBe(1.5);
  });

  it('handles evens, long decimals and float artefacts', () => {
    expect(decimalToFractional(2)).toEqual({ numerator: 1, denominator: 1 });
    expect(decimalToAmerican(2)).toBe(100);
    expect(decimalToFractional(1.91)).toEqual({ numerator: 91, denominator: 100 });
    expect(decimalToFractional(1.005)).toEqual({ numerator: 1, denominator: 200 });
    expect(toRational(0.1 + 0.2)).toEqual({ numerator: 3, denominator: 10 });
  });

  it('refuses values that are not odds', () => {
    for (const bad of [1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(decimalToFractional(bad)).toBeNull();
      expect(decimalToAmerican(bad)).toBeNull();
    }
    expect(americanToDecimal(50)).toBeNull();
    expect(fractionalToDecimal({ numerator: 1, denominator: 0 })).toBeNull();
  });

  it('round-trips decimal → fractional → decimal and keeps fractions in lowest terms', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        const fraction = decimalToFractional(decimal);
        if (!fraction) return false;
        const divisor = gcd(fraction.numerator, fraction.denominator);
        return divisor === 1 && Math.abs((fractionalToDecimal(fraction) ?? 0) - decimal) < 1e-9;
      }),
    );
  });

  it('round-trips decimal → American → decimal', () => {
    fc.assert(
      fc.property(decimalOdds, (decimal) => {
        const american = decimalToAmerican(decimal);
        if (american === null) return false;
        const sign = decimal >= 2 ? american >= 100 : american <= -100;
        return sign && Math.abs((americanToDecimal(american) ?? 0) - decimal) < 1e-9;
      }),
    );
  });
});

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

describe('formatOdds (locale-aware)', () => {
  it('uses a decimal comma in Turkish and a point in English', () => {
    expect(formatOdds(2.5, 'decimal', 'tr')).toBe('2,50');
    expect(formatOdds(2.5, 'decimal', 'en')).toBe('2.50');
    expect(formatOdds(1.005, 'decimal', 'tr')).toBe('1,005');
    expect(formatOdds(1234.5, 'decimal', 'en')).toBe('1234.50');
  });

  it('signs American odds and rounds them to whole numbers', () => {
    expect(formatOdds(2.5, 'american', 'tr')).toBe('+150');
    expect(formatOdds(1.5, 'american', 'en')).toBe('-200');
    expect(formatOdds(1.91, 'american', 'en')).toBe('-110');
    expect(formatOdds(2, 'american', 'en')).toBe('+100');
  });

  it('writes fractions in lowest terms', () => {
    expect(formatOdds(2.5, 'fractional', 'tr')).toBe('3/2');
    expect(formatOdds(1.5, 'fractional', 'en')).toBe('1/2');
  });

  it('shows a dash for a missing price', () => {
    expect(formatOdds(null, 'decimal', 'tr')).toBe('-');
    expect(formatOdds(undefined, 'american', 'tr')).toBe('-');
    expect(formatOdds(1, 'fractional', 'tr')).toBe('-');
  });
});

// Issue 25: what a hostile hub pushed, and the texts each format gave before the range.
const ABSURD_ODDS = [
  1e308,
  1e21,
  1.0000001,
  1.0009,
  10_000.01,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Number.EPSILON + 1,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.NaN,
  -1.5,
  0,
  1,
];

describe('hostile odds (outside the plausible range)', () => {
  it('are not prices: every format shows the dash, in both languages', () => {
    for (const decimal of ABSURD_ODDS) {
      expect(isPlausibleOdds(decimal)).toBe(false);
      for (const format of ODDS_FORMATS)
        for (const locale of ['tr', 'en'] as const)
          expect(formatOdds(decimal, format, locale), `${decimal} ${format}`).toBe('-');
    }
  });

  it('never gives an infinite American price or a zero-profit fraction', () => {
    // 1.0000001 rounds to 1 at 6 decimals: before, American divided by 0 ("-Infinity").
    expect(decimalToAmerican(1.0000001)).toBeNull();
    expect(decimalToFractional(1.0000001)).toBeNull();
  });

  it('keeps the edges of the range', () => {
    expect(formatOdds(ODDS_RANGE.min, 'decimal', 'tr')).toBe('1,001');
    expect(formatOdds(ODDS_RANGE.min, 'american', 'en')).toBe('-100000');
    expect(formatOdds(ODDS_RANGE.min, 'fractional', 'en')).toBe('1/1000');
    expect(formatOdds(ODDS_RANGE.max, 'decimal', 'en')).toBe('10000.00');
    expect(formatOdds(ODDS_RANGE.max, 'american', 'en')).toBe('+999900');
    expect(formatOdds(ODDS_RANGE.max, 'fractional', 'en')).toBe('9999/1');
    // A total rate may pass 10,000 (a long multiple) and is formatted against its own range.
    expect(formatOdds(123_456.78, 'decimal', 'en')).toBe('-');
    expect(formatOdds(123_456.78, 'decimal', 'en', TOTAL_ODDS_RANGE)).toBe('123456.78');
  });

  it('gives finite texts of bounded length for any number at all', () => {
    const anyNumber = fc.oneof(
      fc.double({ noNaN: false }),
      fc.double({ min: 1, max: 10_001, noNaN: true }),
      fc.integer({ min: 100_100, max: 1_000_000 }).map((n) => n / 100_000),
    );
    fc.assert(
      fc.property(anyNumber, fc.constantFrom(...ODDS_FORMATS), (decimal, format) => {
        for (const range of [ODDS_RANGE, TOTAL_ODDS_RANGE]) {
          const text = formatOdds(decimal, format, 'tr', range);
          const limit = range === ODDS_RANGE ? 18 : 23;
          if (text.length > limit || /Infinity|NaN|e\+/.test(text)) return false;
        }
        return true;
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the chosen odds format (persisted store)', () => {
  it('defaults to decimal, persists the choice and formats in the current language', () => {
    const storage = createMemoryStorage();
    const locale = createLocale(storage, createToasts());
    const format = createOddsFormat({ storage, $locale: locale.$locale });
    expect(format.$oddsFormat.get()).toBe('decimal');
    expect(format.$formatOdds.get()(2.5)).toBe('2,50');
    format.setOddsFormat('fractional');
    expect(storage.getItem(SPORTSBOOK_STORAGE_KEYS.oddsFormat)).toBe('"fractional"');
    expect(format.$formatOdds.get()(2.5)).toBe('3/2');
    format.setOddsFormat('nonsense' as never);
    expect(format.$oddsFormat.get()).toBe('fractional');
    locale.setLocale('en');
    format.setOddsFormat('decimal');
    expect(format.$formatOdds.get()(2.5)).toBe('2.50');

    const restored = createOddsFormat({ storage, $locale: locale.$locale });
    expect(restored.$oddsFormat.get()).toBe('decimal');
  });

  it('removes a corrupt stored format', () => {
    const storage = createMemoryStorage({ [SPORTSBOOK_STORAGE_KEYS.oddsFormat]: '"hex"' });
    const format = createOddsFormat({
      storage,
      $locale: createLocale(storage, createToasts()).$locale,
    });
    expect(format.$oddsFormat.get()).toBe('decimal');
    expect(storage.getItem(SPORTSBOOK_STORAGE_KEYS.oddsFormat)).toBeNull();
  });
});
