import * as v from 'valibot';
import { STAKE_MAX_DIGITS, STAKE_STEP } from './bet-slip.types';

/**
 * Cleans what was typed into a stake box: digits only, at most 25 of them. The single stake
 * has step 0.01, so one decimal separator (`,` or `.`, kept as `.`) with up to 2 decimals is
 * allowed too; everything else is dropped.
 */
export function sanitizeStake(raw: string): string {
  let whole = '';
  let fraction = '';
  let separator = false;
  for (const char of raw) {
    if (char >= '0' && char <= '9') {
      if (whole.length + fraction.length >= STAKE_MAX_DIGITS) continue;
      if (separator) {
        if (fraction.length < 2) fraction += char;
      } else whole += char;
    } else if ((char === '.' || char === ',') && !separator) {
      separator = true;
    }
  }
  if (!separator) return whole;
  return `${whole || '0'}.${fraction}`;
}

const CENTS = 100n;

/** A decimal text (`-`, digits, up to 2 decimals) in cents, exactly; null when it is none. */
function toCents(text: string): bigint | null {
  const match = /^(-?)(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match || (match[2] === '' && !match[3])) return null;
  const cents = BigInt(match[2] || '0') * CENTS + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Cents as the shortest decimal text: 1250 → "12.5", 100 → "1". */
function centsText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  const fraction = (abs % CENTS).toString().padStart(2, '0').replace(/0+$/, '');
  return `${sign}${abs / CENTS}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The stake as an exact decimal string ("12.5"); null when empty (the spec's "empty"/"null"
 * amount). Strings, not numbers: a 25-digit stake (spec 001 §5) does not fit a double.
 */
export function parseStake(text: string): string | null {
  const cents = toCents(text);
  return cents === null ? null : centsText(cents);
}

/** A parsed stake below zero. */
export function isNegativeStake(stake: string): boolean {
  return (toCents(stake) ?? 0n) < 0n;
}

/**
 * One press of a multiple-stake step button: ±100 (spec 001 §9), never below 0; a result under
 * 1 is 0. Exact for every stake of up to 25 digits.
 */
export function stepStake(value: string | null, direction: 1 | -1): string {
  const next =
    (value === null ? 0n : (toCents(value) ?? 0n)) + BigInt(direction * STAKE_STEP) * CENTS;
  return next < CENTS ? '0' : centsText(next);
}

/**
 * Text for a stake: a decimal string as its shortest exact form; a number from the server
 * without float noise (0.1 + 0.2 → "0.3").
 */
export function stakeText(value: number | string): string {
  if (typeof value === 'string') return parseStake(value) ?? '';
  return String(Math.round(value * 100) / 100);
}

/** The single stake input: required, a number of at most 2 decimals (step 0.01), not negative. */
export const singleStakeSchema = v.pipe(
  v.string(),
  v.nonEmpty('validation.required'),
  // At most 2 decimals is the step of 0.01.
  v.regex(/^\d{1,25}(\.\d{0,2})?$/, 'validation.digitsOnly'),
  v.check((text) => text.replace('.', '').length <= STAKE_MAX_DIGITS, 'validation.tooLong'),
);

/** The multiple stake input: digits (optionally 2 decimals), may be empty until calculated. */
export const multipleStakeSchema = v.pipe(
  v.string(),
  v.regex(/^(\d{1,25}(\.\d{0,2})?)?$/, 'validation.digitsOnly'),
);
