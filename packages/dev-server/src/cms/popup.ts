import type { Locale } from '../http/locale';
import { hashString } from '../support/random';

/** The image popup: shown once per content hash, so a new hash shows it again. */
export interface Popup {
  id: number;
  title: string;
  url: string;
  images: { wide: string; medium: string };
  /** Changes whenever the popup's content changes. */
  hash: string;
}

export function popup(origin: string, locale: Locale, revision: number): Popup {
  const title = locale === 'tr' ? 'Hafta Sonu Kayıp Bonusu' : 'Weekend Cashback';
  const images = {
    wide: `${origin}/assets/popup/${revision}/wide.svg?lang=${locale}`,
    medium: `${origin}/assets/popup/${revision}/medium.svg?lang=${locale}`,
  };
  return {
    id: 1,
    title,
    url: '/promotions',
    images,
    // One content in two languages: the hash follows the revision, not the language, so a
    // language switch does not show the popup again (spec 000: once per content hash).
    hash: hashString(`popup:1:${revision}`).toString(16),
  };
}

export const popupArt = (locale: Locale) => ({
  title: locale === 'tr' ? 'Hafta Sonu Kayıp Bonusu' : 'Weekend Cashback',
  subtitle: locale === 'tr' ? 'Kayıplarının %25’i geri' : '25% of your losses back',
  hue: 265,
});
