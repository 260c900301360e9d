import { type Localized, localize, type TextParams } from '../../http/locale';

// One definition of the languages and of placeholder filling for the whole server.
export { type Locale, type Localized, localize } from '../../http/locale';
export { money } from '../../http/money';

/** For proper nouns that read the same in both languages (team, game and player names). */
export function same(text: string): Localized {
  return { tr: text, en: text };
}

/** Fills placeholders in both languages, for texts stored bilingual (notifications). */
export function fillBoth(text: Localized, params: TextParams): Localized {
  return { tr: localize(text, 'tr', params), en: localize(text, 'en', params) };
}
