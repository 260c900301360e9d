import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney: one money format per language', () => {
  it('formats lira in Turkish with a decimal comma and the ₺ prefix', () => {
    expect(formatMoney(1234.5, 'tr')).toBe('₺1.234,50');
    expect(formatMoney(250_000, 'tr')).toBe('₺250.000,00');
    expect(formatMoney(0, 'tr')).toBe('₺0,00');
  });

  it('formats lira in English with a decimal point and the same ₺ prefix (never "TRY")', () => {
    expect(formatMoney(1234.5, 'en')).toBe('₺1,234.50');
    expect(formatMoney(87.4, 'en')).toBe('₺87.40');
    expect(formatMoney(250_000, 'en')).toBe('₺250,000.00');
  });

  it('always shows two decimals, rounded half away from zero', () => {
    expect(formatMoney(4219, 'tr')).toBe('₺4.219,00');
    expect(formatMoney(10.005, 'en')).toBe('₺10.01');
    expect(formatMoney(-12.5, 'en')).toBe('-₺12.50');
  });
});
