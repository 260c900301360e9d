import type { Locale } from '../../kernel/i18n/locale';
import { parseStake, readStakeInput } from '../bet-slip/stake';

export type CashoutAmountResult =
  | { ok: true; amount: number }
  | { ok: false; reason: 'validation.digitsOnly' | 'validation.tooLong' | 'cashout.invalidAmount' };

/**
 * Reads a partial cash-out's amount field as the stake field reads a stake (any script's
 * digits, `,` or `.` for kuruş, at most 2 decimals): more than nothing and at most `value`.
 */
export function readCashoutAmount(raw: string, value: number): CashoutAmountResult {
  const read = readStakeInput(raw);
  if (!read.ok) return read;
  const text = parseStake(read.text);
  const amount = text === null ? Number.NaN : Number(text);
  if (!(amount > 0) || amount > value) return { ok: false, reason: 'cashout.invalidAmount' };
  return { ok: true, amount };
}

/**
 * The amount field's text for an amount (a slider position, Half, All, a changed value): two
 * decimals with the language's decimal sign and no grouping (`47,50` in tr, `1234.50` in en),
 * so `readCashoutAmount` reads it back as the same amount.
 */
export function cashoutAmountText(amount: number, locale: Locale): string {
  const text = amount.toFixed(2);
  return locale === 'tr' ? text.replace('.', ',') : text;
}

/** `percent` (1–100) of the value, to the kuruş: the partial cash-out slider's amount. */
export function cashoutShare(value: number, percent: number): number {
  const bounded = Math.min(100, Math.max(0, percent));
  return Math.round(value * bounded) / 100;
}

/** What share of the value (0–100, whole percent) `amount` is: the slider's position. */
export function cashoutPercent(amount: number | null, value: number | null): number {
  return value && amount ? Math.round((amount / value) * 100) : 0;
}

/**
 * The stake still running after cashing out `amount` of `value`: the server takes the same share
 * of the open stake, to the kuruş. Null for a full cash-out (nothing keeps running).
 */
export function stakeLeftAfter(openStake: number, amount: number, value: number): number | null {
  if (!(amount < value)) return null;
  return Math.max(0, openStake - Math.round(openStake * (amount / value) * 100) / 100);
}

/** What every cash-out of a bet paid together, to the kuruş. */
export function cashedOutTotal(cashouts: readonly { paid: number }[]): number {
  return Math.round(cashouts.reduce((sum, item) => sum + item.paid * 100, 0)) / 100;
}
