import { describe, expect, it } from 'vitest';
import { cashoutAmountText, cashoutShare, readCashoutAmount } from './cashout-amount';

describe('cashoutAmountText: the amount field shows money as the language writes it', () => {
  it('writes two decimals with the language decimal sign and no grouping', () => {
    expect(cashoutAmountText(47.5, 'tr')).toBe('47,50');
    expect(cashoutAmountText(47.5, 'en')).toBe('47.50');
    expect(cashoutAmountText(1234.5, 'tr')).toBe('1234,50');
    expect(cashoutAmountText(0.1 + 0.2, 'en')).toBe('0.30');
    expect(cashoutAmountText(95, 'tr')).toBe('95,00');
  });

  it('reads back as the same amount in both languages (slider, Half, All)', () => {
    for (const locale of ['tr', 'en'] as const) {
      for (const amount of [95, cashoutShare(95, 50), cashoutShare(95, 33), 0.01]) {
        expect(readCashoutAmount(cashoutAmountText(amount, locale), 95)).toEqual({
          ok: true,
          amount,
        });
      }
    }
  });
});
