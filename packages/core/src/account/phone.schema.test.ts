import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_CODE_MASK,
  DIALOG_CODE_MASK,
  PHONE_LOCAL_DIGITS,
  PHONE_MASK,
  PHONE_PREFIX,
} from './phone.schema';

/**
 * Reads an imask pattern the way imask does for the parts used here: `0` is a digit slot,
 * `\\x` a literal x, `{…}` marks fixed characters that stay in the unmasked value.
 */
function readPattern(pattern: string) {
  let digitSlots = 0;
  let keptFixed = '';
  let kept = false;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '{' || char === '}') {
      kept = char === '{';
      continue;
    }
    const escaped = char === '\\';
    const literal = escaped ? pattern[++i] : char;
    if (!escaped && literal === '0') digitSlots++;
    else if (kept) keptFixed += literal;
  }
  return { digitSlots, keptFixed };
}

describe('masks as data (spec 000 §2)', () => {
  it('phone: a fixed 90 prefix kept in the value, then 10 digits', () => {
    expect(readPattern(PHONE_MASK)).toEqual({
      digitSlots: PHONE_LOCAL_DIGITS,
      keptFixed: PHONE_PREFIX,
    });
  });

  it('SMS codes: 6 digits, 00-00-00 in the dialog and 000-000 in the customer area', () => {
    expect(DIALOG_CODE_MASK).toBe('00-00-00');
    expect(CUSTOMER_CODE_MASK).toBe('000-000');
    expect(readPattern(DIALOG_CODE_MASK).digitSlots).toBe(6);
    expect(readPattern(CUSTOMER_CODE_MASK).digitSlots).toBe(6);
  });
});
