import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseStake, readStakeInput, singleStakeSchema, stakeText, stepStake } from './stake';

describe('stake input rules', () => {
  const text = (raw: string) => {
    const read = readStakeInput(raw);
    return read.ok ? read.text : read.reason;
  };

  it('keeps digits, at most 25 of them; spaces go; anything else is refused, never cut', () => {
    expect(text('12 345')).toBe('12345');
    expect(text('1'.repeat(25))).toBe('1'.repeat(25));
    expect(text('1'.repeat(26))).toBe('validation.tooLong');
    expect(text('')).toBe('');
    for (const bad of ['12a3', '-50', 'NaN', 'Infinity', '1e5', '+5', '0x10', '²', '5³', '½'])
      expect(text(bad), bad).toBe('validation.digitsOnly');
  });

  it('allows one decimal separator with up to 2 decimals (step 0.01)', () => {
    expect(text('12,34')).toBe('12.34');
    expect(text(',5')).toBe('0.5');
    // A third decimal is dropped, as the mask drops that keystroke.
    expect(text('12,345')).toBe('12.34');
    expect(text('12,505')).toBe('12.50');
    expect(text('1.2.3')).toBe('validation.digitsOnly');
    expect(text(`${'9'.repeat(24)}.5`)).toBe(`${'9'.repeat(24)}.5`);
    expect(text(`${'9'.repeat(24)}.55`)).toBe('validation.tooLong');
  });

  it('reads the decimal digits of every script as the same number (issue 25)', () => {
    expect(text('٢٥٠')).toBe('250'); // Arabic-Indic
    expect(text('۲۵۰')).toBe('250'); // Extended Arabic-Indic (Persian)
    expect(text('२५०')).toBe('250'); // Devanagari
    expect(text('２５０')).toBe('250'); // fullwidth
    expect(text('১২৩৪৫৬৭৮৯০')).toBe('1234567890'); // Bengali
    expect(text('𝟐𝟓𝟗')).toBe('259'); // mathematical bold (a run of 50 digits)
    expect(text('٢٥٫٥')).toBe('25.5'); // the Arabic decimal separator
    expect(text('١'.repeat(26))).toBe('validation.tooLong');
  });

  it('refuses a 10,000-character paste unread', () => {
    expect(text('9'.repeat(10_000))).toBe('validation.tooLong');
    expect(text(`1${' '.repeat(10_000)}`)).toBe('validation.tooLong');
  });

  it('reads empty as null (the "empty amount")', () => {
    expect(parseStake('')).toBeNull();
    expect(parseStake('  ')).toBeNull();
    expect(parseStake('0')).toBe('0');
    expect(parseStake('12.5')).toBe('12.5');
    expect(parseStake('012.50')).toBe('12.5');
  });

  it('steps by 100, never below 0; a value under 1 becomes 0', () => {
    expect(stepStake(null, 1)).toBe('100');
    expect(stepStake('250', 1)).toBe('350');
    expect(stepStake('250', -1)).toBe('150');
    expect(stepStake('50', -1)).toBe('0');
    expect(stepStake('100.5', -1)).toBe('0');
    expect(stepStake('100', -1)).toBe('0');
    expect(stepStake('0', -1)).toBe('0');
    expect(stepStake('100.75', 1)).toBe('200.75');
    expect(stakeText(0.1 + 0.2)).toBe('0.3');
  });

  it('is exact for every stake of up to 25 digits (spec 001 §5, §9): no floating point', () => {
    const big = '9876543210987654321098765'; // 25 digits, far beyond a double's 15-17
    expect(parseStake(big)).toBe(big);
    expect(stepStake(big, 1)).toBe('9876543210987654321098865');
    expect(stepStake(big, -1)).toBe('9876543210987654321098665');
    expect(stepStake('12345678901234567890123.45', 1)).toBe('12345678901234567890223.45');
    expect(stakeText('0000000000000000000000001')).toBe('1');
  });

  it('never changes the number of digits past 25: a step that would does nothing', () => {
    const nines = '9'.repeat(25);
    expect(stepStake(nines, 1)).toBe(nines);
    expect(stepStake(`${'9'.repeat(23)}.99`, 1)).toBe(`${'9'.repeat(23)}.99`);
    expect(stepStake(`${'9'.repeat(22)}00`, 1)).toBe(`1${'0'.repeat(24)}`);
    expect(stepStake(nines, -1)).toBe(`${'9'.repeat(22)}899`);
  });

  it('requires the single stake, with at most 2 decimals', () => {
    expect(v.safeParse(singleStakeSchema, '').issues?.[0]?.message).toBe('validation.required');
    expect(v.is(singleStakeSchema, '10.25')).toBe(true);
    expect(v.is(singleStakeSchema, '10.255')).toBe(false);
    expect(v.is(singleStakeSchema, '1'.repeat(26))).toBe(false);
  });
});
