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

export function localize(
  text: Localized,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return text[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
