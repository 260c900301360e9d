import type { MONEY_MASK, PaymentMask } from '@site/core/account';
import type { FactoryOpts } from 'imask';

/**
 * How a masked field talks to its form model. `unmasked`: the model holds what the mask
 * keeps (digits, plus a `{…}` prefix such as the phone's 90). `masked`: the model holds the
 * text as shown, for values the core reads itself (`₺1.234,50`, `TR33 0006 …`).
 */
export interface MaskSpec {
  options: FactoryOpts;
  value: 'masked' | 'unmasked';
}

/** A core pattern (PHONE_MASK, DIALOG_CODE_MASK, a server's `0000000000`): digits kept. */
export function patternMask(pattern: string): MaskSpec {
  return { options: { mask: pattern }, value: 'unmasked' };
}

/** TR IBAN: `TR` then 24 digits in groups of four; the core compacts and checks it. */
export function ibanMask(pattern: string): MaskSpec {
  return {
    options: { mask: pattern, prepareChar: (char: string) => char.toUpperCase() },
    value: 'masked',
  };
}

/** Turkish-locale money with the lira prefix: `₺1.234,50`, as the core's MONEY_MASK says. */
export function moneyMask(money: typeof MONEY_MASK): MaskSpec {
  return {
    options: {
      mask: `${money.prefix}amount`,
      lazy: true,
      blocks: {
        amount: {
          mask: Number,
          thousandsSeparator: money.thousandsSeparator,
          radix: money.radix,
          // Only the Turkish radix: a typed `.` must not turn into a decimal comma.
          mapToRadix: [money.radix],
          scale: money.scale,
          min: 0,
        },
      },
    },
    value: 'masked',
  };
}

/** The mask of a server-defined payment field, or null for a plain input. */
export function paymentMask(mask: PaymentMask | null): MaskSpec | null {
  if (!mask) return null;
  switch (mask.kind) {
    case 'money':
      return moneyMask(mask);
    case 'iban':
      return ibanMask(mask.pattern);
    default:
      return patternMask(mask.pattern);
  }
}
