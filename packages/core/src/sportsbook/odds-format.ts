import type { Locale } from '../kernel/i18n/locale';

/** The odds formats of the bet slip's selector (spec 001 §2). */
export const ODDS_FORMATS = ['decimal', 'american', 'fractional'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** A fraction in lowest terms (profit over stake, e.g. 3/2 for decimal 2.50). */
export interface Fraction {
  numerator: number;
  denominator: number;
}

// Odds are exact decimals (2.5, 1.91, 1.005). Reading the shortest round-trip text of the number
// gives that decimal exactly, so every conversion below works on integers, not binary fractions.
// A float artefact (2.3000000000000003) is first rounded to 6 decimals.
const MAX_DECIMALS = 6;

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function reduce(numerator: number, denominator: number): Fraction {
  const divisor = gcd(numerator, denominator) || 1;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** A finite decimal as an exact fraction (at most 6 decimals), or null (NaN, infinities). */
export function toRational(value: number): Fraction | null {
  if (!Number.isFinite(value)) return null;
  let text = String(Math.abs(value));
  if (text.includes('e')) return null;
  if ((text.split('.')[1] ?? '').length > MAX_DECIMALS) {
    text = String(Number(Math.abs(value).toFixed(MAX_DECIMALS)));
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const denominator = 10 ** fraction.length;
  const numerator = Number(whole) * denominator + Number(fraction || '0');
  if (!Number.isSafeInteger(numerator)) return null;
  const reduced = reduce(numerator, denominator);
  return value < 0 ? { ...reduced, numerator: -reduced.numerator } : reduced;
}

/** Decimal odds are a price: anything at or below 1 (or not a number) is not one. */
export function isValidDecimalOdds(decimal: number): boolean {
  return Number.isFinite(decimal) && decimal > 1;
}

/**
 * The prices a hub may plausibly send for one odd (docs/odds.md): 1.001 to 10,000. Anything
 * else (1.0000001, 1e21, 1e308, NaN, Infinity) is treated as suspended: locked, never
 * formatted. A choice where the spec is silent: 1.001 is the smallest price a three-decimal
 * display tells from 1, and no bookmaker offers a single selection above 10,000.
 */
export const ODDS_RANGE: Readonly<OddsRange> = { min: 1.001, max: 10_000 };
/** A combination's total rate multiplies its odds: up to 1,000,000,000 (ten legs at about 8). */
export const TOTAL_ODDS_RANGE: Readonly<OddsRange> = { min: 1.001, max: 1_000_000_000 };

export interface OddsRange {
  min: number;
  max: number;
}

/** A price within the plausible range (a number, finite, `min` ≤ decimal ≤ `max`). */
export function isPlausibleOdds(
  decimal: number | null | undefined,
  range: Readonly<OddsRange> = ODDS_RANGE,
): decimal is number {
  return (
    typeof decimal === 'number' &&
    Number.isFinite(decimal) &&
    decimal >= range.min &&
    decimal <= range.max
  );
}

/** Decimal → fractional profit: 2.50 → 3/2, 1.50 → 1/2, 2.00 → 1/1. */
export function decimalToFractional(decimal: number): Fraction | null {
  if (!isValidDecimalOdds(decimal)) return null;
  const exact = toRational(decimal);
  // Rounded to 6 decimals, 1.0000001 is 1: no profit, so no price (American would divide by 0).
  if (!exact || exact.numerator <= exact.denominator) return null;
  return reduce(exact.numerator - exact.denominator, exact.denominator);
}

/**
 * Decimal → American: +100·(d−1) from 2.00 up, −100/(d−1) below (2.50 → +150, 1.50 → −200).
 * Computed from the exact fraction; a non-whole result (1.91 → −109.89…) is the nearest double.
 */
export function decimalToAmerican(decimal: number): number | null {
  const profit = decimalToFractional(decimal);
  if (!profit) return null;
  const { numerator: n, denominator: d } = profit;
  return n >= d ? (100 * n) / d : -(100 * d) / n;
}

/** American → decimal: +150 → 2.5, −200 → 1.5. Values between −100 and +100 are not odds. */
export function americanToDecimal(american: number): number | null {
  if (!Number.isFinite(american)) return null;
  if (american >= 100) return 1 + american / 100;
  if (american <= -100) return 1 + 100 / -american;
  return null;
}

/** Fractional → decimal: 3/2 → 2.5. */
export function fractionalToDecimal(fraction: Fraction): number | null {
  const { numerator, denominator } = fraction;
  if (!Number.isFinite(numerator) || !Number.isFinite(denominator)) return null;
  if (denominator <= 0 || numerator <= 0) return null;
  return 1 + numerator / denominator;
}

const INTL_LOCALE: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };
const decimalFormatters = new Map<Locale, Intl.NumberFormat>();

function decimalFormatter(locale: Locale): Intl.NumberFormat {
  let formatter = decimalFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
      useGrouping: false,
    });
    decimalFormatters.set(locale, formatter);
  }
  return formatter;
}

/** Shown in place of odds that cannot be priced (missing, or outside the plausible range). */
export const NO_ODDS_TEXT = '-';

/**
 * Odds as text: decimal with the locale's separator (tr `2,50`, en `2.50`), American with a
 * sign and rounded to a whole number (`+150`, `-200`, `-110`), fractional in lowest terms
 * (`3/2`). Outside `range` (default `ODDS_RANGE`) it is `-`, so every text is finite and
 * short: at most 18 characters within `ODDS_RANGE`, 23 within `TOTAL_ODDS_RANGE` (a fraction
 * of six decimals; decimal and American stay within 13).
 */
export function formatOdds(
  decimal: number | null | undefined,
  format: OddsFormat,
  locale: Locale,
  range: Readonly<OddsRange> = ODDS_RANGE,
): string {
  if (!isPlausibleOdds(decimal, range)) return NO_ODDS_TEXT;
  switch (format) {
    case 'decimal':
      return decimalFormatter(locale).format(decimal);
    case 'american': {
      const american = decimalToAmerican(decimal);
      if (american === null) return NO_ODDS_TEXT;
      const whole = Math.sign(american) * Math.round(Math.abs(american));
      return whole > 0 ? `+${whole}` : String(whole);
    }
    case 'fractional': {
      const fraction = decimalToFractional(decimal);
      return fraction ? `${fraction.numerator}/${fraction.denominator}` : NO_ODDS_TEXT;
    }
  }
}
