import type { Locale } from './locale';

/**
 * The site's one money format (`formatMoney` in @site/core): lira with the ₺ prefix and two
 * decimals, `₺1.234,50` in tr and `₺1,234.50` in en. The server's texts and stand-in pages show
 * amounts the way the site does, so a player never sees "87.40 TRY" beside "₺87,40".
 */
export const MONEY_INTL_LOCALE: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };
export const MONEY_INTL_OPTIONS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'TRY',
  currencyDisplay: 'narrowSymbol',
};

const formatters = new Map<Locale, Intl.NumberFormat>();

export function moneyText(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(MONEY_INTL_LOCALE[locale], MONEY_INTL_OPTIONS);
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}

/** An amount in a text's placeholders: `localize` writes it in the text's language. */
export interface MoneyParam {
  readonly money: number;
}

export function money(amount: number): MoneyParam {
  return { money: amount };
}
