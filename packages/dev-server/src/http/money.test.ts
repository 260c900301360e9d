import { describe, expect, it } from 'vitest';
import { localize } from './locale';
import { money, moneyText } from './money';

describe('the server writes money as the site does (@site/core formatMoney)', () => {
  it('uses the ₺ prefix and the language’s separators', () => {
    expect(moneyText(4219, 'tr')).toBe('₺4.219,00');
    expect(moneyText(4219, 'en')).toBe('₺4,219.00');
    expect(moneyText(87.4, 'en')).toBe('₺87.40');
  });

  it('fills a money placeholder in the text’s language', () => {
    const text = { tr: 'Kupon: {amount} (no {id})', en: 'Coupon: {amount} (no {id})' };
    expect(localize(text, 'tr', { amount: money(1250.5), id: 7 })).toBe('Kupon: ₺1.250,50 (no 7)');
    expect(localize(text, 'en', { amount: money(1250.5), id: 7 })).toBe('Coupon: ₺1,250.50 (no 7)');
  });
});
