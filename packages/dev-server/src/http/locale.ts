import { type MoneyParam, moneyText } from './money';

export type Locale = 'tr' | 'en';

export const defaultLocale: Locale = 'tr';

/** Reads `x-locale`; anything other than tr or en falls back to tr, as the site's default. */
export function parseLocale(header: string | null | undefined): Locale {
  const value = header?.trim().toLowerCase();
  return value === 'en' ? 'en' : value?.startsWith('en-') ? 'en' : defaultLocale;
}

/** A text in both languages. */
export interface Localized {
  tr: string;
  en: string;
}

/** Placeholder values; an amount of money (`money(87.4)`) is written in the text's language. */
export type TextParams = Record<string, string | number | MoneyParam>;

function paramText(value: string | number | MoneyParam, locale: Locale): string {
  return typeof value === 'object' ? moneyText(value.money, locale) : String(value);
}

export function localize(text: Localized, locale: Locale, params: TextParams = {}): string {
  return text[locale].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : paramText(value, locale);
  });
}
