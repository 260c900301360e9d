import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats lira in Turkish with a decimal comma and the ₺ prefix', () => {
    expect(formatMoney(1234.5, 'tr')).toBe('₺1.234,50');
  });
  it('formats lira in English with a decimal point', () => {
    expect(formatMoney(1234.5, 'en')).toBe('₺1,234.50');
  });
});
