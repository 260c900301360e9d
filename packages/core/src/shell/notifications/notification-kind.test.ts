import { describe, expect, it } from 'vitest';
import { iconOf, kindOf } from './notification-kind';

describe('notification type → kind → icon (spec 000 §3)', () => {
  it.each([
    [4, 'Bonus', 'giftbox'],
    [1, 'Deposit', 'arrow-up'],
    [2, 'Withdraw', 'down-arrow'],
    [3, 'Jackpot', 'system'],
    [5, 'System', 'system'],
    // Issue 21's extension: a settled bet.
    [6, 'Bet', 'coupon'],
  ] as const)('code %s is %s with the %s icon', (code, kind, icon) => {
    expect(kindOf(code)).toBe(kind);
    expect(iconOf(kindOf(code))).toBe(icon);
  });

  it('reads names in any case and numeric strings', () => {
    expect(kindOf('Bonus')).toBe('Bonus');
    expect(kindOf('deposit')).toBe('Deposit');
    expect(kindOf(' WITHDRAW ')).toBe('Withdraw');
    expect(kindOf('4')).toBe('Bonus');
  });

  it('treats anything unknown as system', () => {
    for (const type of [0, 99, -1, 'Promo', '', null, undefined]) {
      expect(kindOf(type)).toBe('System');
      expect(iconOf(kindOf(type))).toBe('system');
    }
  });
});
