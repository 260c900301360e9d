import * as v from 'valibot';
import { STAKE_MAX_DIGITS, STAKE_STEP } from './bet-slip.types';

/** Why a stake input was refused: the stake stays as it was, and the UI says so. */
export type StakeRefusal = 'validation.digitsOnly' | 'validation.tooLong';

export type StakeInputResult = { ok: true; text: string } | { ok: false; reason: StakeRefusal };

// Longer than any stake can be written (25 digits, a separator, spaces): refused unread, so a
// 10,000-character paste costs nothing.
const MAX_INPUT_LENGTH = 64;
const DECIMAL_DIGIT = /\p{Nd}/u;
const SEPARATORS = new Set(['.', ',', '\u066B', '\uFF0E', '\uFF0C']);
const SPACE = /\s/u;

/**
 * The value of a decimal digit of any script (Arabic-Indic ٣, Devanagari ३, fullwidth ３…), or
 * null. Unicode encodes every script's digits 0–9 in contiguous runs of ten (a stability
 * guarantee), so the value is the distance from the start of the run, modulo 10.
 */
function digitValue(char: string): number | null {
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  if (!DECIMAL_DIGIT.test(char)) return null;
  const code = char.codePointAt(0) ?? 0;
  let start = code;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return (code - start) % 10;
}

/**
 * Reads what was typed or pasted into a stake box (docs/bet-slip.md "Stakes"). Decimal digits
 * of every script become the same ASCII number (٢٥ → "25"); spaces are dropped; one decimal
 * separator (`.`, `,`, the Arabic `٫`, fullwidth ones; kept as `.`) with up to 2 decimals
 * (step 0.01; further decimals are dropped, as a mask drops those keystrokes). Anything else
 * (letters, "NaN", signs, superscripts ², a second separator) is refused with `validation.digitsOnly`, more than 25 digits with
 * `validation.tooLong`: a refused input never changes the stake, so nothing is cut into
 * another number.
 */
export function readStakeInput(raw: string): StakeInputResult {
  if (raw.length > MAX_INPUT_LENGTH) return { ok: false, reason: 'validation.tooLong' };
  let whole = '';
  let fraction = '';
  let separator = false;
  for (const char of raw) {
    const digit = digitValue(char);
    if (digit !== null) {
      // A decimal past the second is dropped, as the stake mask drops that keystroke (step
      // 0.01): "12,505" reads 12.50, what a player typing it sees.
      if (separator && fraction.length === 2) continue;
      if (whole.length + fraction.length >= STAKE_MAX_DIGITS)
        return { ok: false, reason: 'validation.tooLong' };
      if (!separator) whole += digit;
      else fraction += digit;
    } else if (SEPARATORS.has(char) && !separator) separator = true;
    else if (!SPACE.test(char)) return { ok: false, reason: 'validation.digitsOnly' };
  }
  if (!separator) return { ok: true, text: whole };
  return { ok: true, text: `${whole || '0'}.${fraction}` };
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

/** Digits a stake's text holds (whole and decimals), as the 25-digit rule counts them. */
function digitCount(text: string): number {
  return text.replace(/[^0-9]/g, '').length;
}

/**
 * One press of a stake step button: ±100 (spec 001 §9), never below 0; a result under 1 is 0.
 * Exact for every stake of up to 25 digits. A step that would pass 25 digits does nothing: the
 * stake comes back unchanged (never cut into a smaller number).
 */
export function stepStake(value: string | null, direction: 1 | -1): string {
  const now = value === null ? 0n : (toCents(value) ?? 0n);
  const next = now + BigInt(direction * STAKE_STEP) * CENTS;
  if (next < CENTS) return '0';
  const text = centsText(next);
  return digitCount(text) > STAKE_MAX_DIGITS ? centsText(now) : text;
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
