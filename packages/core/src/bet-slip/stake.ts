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

/** The stake as a number; null when empty (the spec's "empty"/"null" amount). */
export function parseStake(text: string): number | null {
  const clean = text.trim();
  if (clean === '' || clean === '.') return null;
  const value = Number(clean);
  return Number.isFinite(value) ? value : null;
}

/**
 * One press of a multiple-stake step button: ±100, never below 0; a result under 1 is 0.
 */
export function stepStake(value: number | null, direction: 1 | -1): number {
  const next = (value ?? 0) + direction * STAKE_STEP;
  return next < 1 ? 0 : next;
}

/** Text for a stake number, without float noise (0.1 + 0.2 → "0.3"). */
export function stakeText(value: number): string {
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
