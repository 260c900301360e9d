import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { numericId, scalar, stringOrNumber } from './scalars';

describe('scalar schemas', () => {
  it('takes a string or a number, nothing else', () => {
    expect(v.parse(stringOrNumber, 'abc')).toBe('abc');
    expect(v.parse(stringOrNumber, 12)).toBe(12);
    for (const bad of [null, undefined, true, Number.NaN, {}, []]) {
      const result = v.safeParse(stringOrNumber, bad);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe('Invalid type: Expected string | number');
    }
  });

  it('takes a boolean too as a bootstrap value', () => {
    expect(v.parse(scalar, false)).toBe(false);
    expect(v.is(scalar, null)).toBe(false);
  });

  it('reads an id from an integer or its digits, refusing fractions and long digit runs', () => {
    expect(v.parse(numericId, 42)).toBe(42);
    expect(v.parse(numericId, '007')).toBe(7);
    for (const bad of [1.5, '1.5', '-3', '', 'abc', '1234567890123456', Number.NaN, null]) {
      expect(v.is(numericId, bad)).toBe(false);
    }
  });
});
