import type { Locale } from '../i18n/locale';

const INTL_LOCALE: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };
const formatters = new Map<Locale, Intl.NumberFormat>();

/** Money is Turkish lira: `₺1.234,50` in tr, `₺1,234.50` in en. */
export function formatMoney(amount: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
