/** The two site languages; tr is the default (spec 001 section 9). */
export type Locale = 'tr' | 'en';

/** A text in both languages, so data can be served in whichever one the request asks for. */
export interface Localized {
  tr: string;
  en: string;
}

/** Picks the request's language and fills `{name}` placeholders. */
export function localize(
  text: Localized,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return text[locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** For proper nouns that read the same in both languages (team, game and player names). */
export function same(text: string): Localized {
  return { tr: text, en: text };
}

/** Fills placeholders in both languages, for texts stored bilingual (notifications). */
export function fillBoth(text: Localized, params: Record<string, string | number>): Localized {
  return { tr: localize(text, 'tr', params), en: localize(text, 'en', params) };
}
