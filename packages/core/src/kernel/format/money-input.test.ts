import { describe, expect, it } from 'vitest';
import { formatMoneyInput, parseMoneyInput } from './money-input';

describe('money input (Turkish locale, lira prefix)', () => {
  it.each([
    ['100', 100],
    ['1.234,50', 1234.5],
    ['₺1.234,50', 1234.5],
    ['₺ 50.000', 50_000],
    ['1234,5', 1234.5],
    ['1234.50', 1234.5],
    ['1.5', 1.5],
    ['1.500', 1500],
    ['12.345.678,9', 12_345_678.9],
    ['250 TL', 250],
  ])('reads %j as %d', (text, amount) => {
    expect(parseMoneyInput(text)).toBe(amount);
  });

  it.each(['', '₺', 'abc', '1,234.50', '1.23,4', '12,345', '1,2,3', '-5', '1e3', '1.234,567'])(
    'refuses %j',
    (text) => {
      expect(parseMoneyInput(text)).toBeUndefined();
    },
  );

  it('formats an amount input as Turkish lira', () => {
    expect(formatMoneyInput('1234,5')).toBe('₺1.234,50');
    expect(formatMoneyInput('abc')).toBeUndefined();
  });
});
