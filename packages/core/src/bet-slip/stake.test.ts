import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseStake, sanitizeStake, singleStakeSchema, stakeText, stepStake } from './stake';

describe('stake input rules', () => {
  it('keeps digits only, at most 25 of them', () => {
    expect(sanitizeStake('12a3-4 5')).toBe('12345');
    expect(sanitizeStake('1'.repeat(30))).toBe('1'.repeat(25));
    expect(sanitizeStake('-50')).toBe('50');
    expect(sanitizeStake('')).toBe('');
  });

  it('allows one decimal separator with up to 2 decimals (step 0.01)', () => {
    expect(sanitizeStake('12,345')).toBe('12.34');
    expect(sanitizeStake('1.2.3')).toBe('1.23');
    expect(sanitizeStake(',5')).toBe('0.5');
    expect(sanitizeStake(`${'9'.repeat(24)}.55`)).toBe(`${'9'.repeat(24)}.5`);
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

  it('requires the single stake, with at most 2 decimals', () => {
    expect(v.safeParse(singleStakeSchema, '').issues?.[0]?.message).toBe('validation.required');
    expect(v.is(singleStakeSchema, '10.25')).toBe(true);
    expect(v.is(singleStakeSchema, '10.255')).toBe(false);
    expect(v.is(singleStakeSchema, '1'.repeat(26))).toBe(false);
  });
});
