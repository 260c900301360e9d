import { formatMoney } from './money';

/** Money input of the payment forms: Turkish locale, lira prefix (spec 000 §2). */
export const MONEY_MASK = {
  kind: 'money',
  prefix: '₺',
  thousandsSeparator: '.',
  radix: ',',
  scale: 2,
} as const;

const TR_GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;
const TR_PLAIN = /^\d+(?:,\d{1,2})?$/;
// What an unmasking input (imask's unmaskedValue) hands over: digits and a dot.
const UNMASKED = /^\d+(?:\.\d{1,2})?$/;

/**
 * Reads an amount typed or pasted in Turkish format (`₺1.234,50`, `1234,5`) or unmasked
 * (`1234.50`). A dot followed by exactly three digits is a thousands separator, as in Turkish.
 * Returns undefined for anything else, including more than two decimals.
 */
export function parseMoneyInput(text: string): number | undefined {
  const cleaned = text.replace(/₺|TL|TRY/gi, '').replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned === '') return undefined;
  let normalised: string;
  if (TR_GROUPED.test(cleaned)) normalised = cleaned.replace(/\./g, '').replace(',', '.');
  else if (TR_PLAIN.test(cleaned)) normalised = cleaned.replace(',', '.');
  else if (UNMASKED.test(cleaned)) normalised = cleaned;
  else return undefined;
  const amount = Number(normalised);
  return Number.isFinite(amount) ? amount : undefined;
}

/** `₺1.234,50` for an amount input, or undefined when it is not an amount. */
export function formatMoneyInput(text: string): string | undefined {
  const amount = parseMoneyInput(text);
  return amount === undefined ? undefined : formatMoney(amount, 'tr');
}
