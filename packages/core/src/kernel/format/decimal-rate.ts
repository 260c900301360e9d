import type { Locale } from '../i18n/locale';

const INTL_LOCALE: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' };
const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A rate (decimal odds) as text outside the sportsbook module: the locale's decimal separator,
 * two to three decimals, no grouping (`4,38` in tr, `4.38` in en), as the sportsbook's decimal
 * odds format shows it. For the account's bet history, which has no odds-format choice.
 */
export function formatRate(rate: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 3,
      useGrouping: false,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(rate);
}
