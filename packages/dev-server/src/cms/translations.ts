import type { Locale, Localized } from '../http/locale';

/**
 * Server-side texts the client looks up by key (spec: TOP_NOTIFY with the current and next
 * domain as parameters). Placeholders use `{name}`.
 */
const translations: Record<string, Localized> = {
  TOP_NOTIFY: {
    tr: 'Güncel adresimiz {current}. Erişim sorunu yaşarsanız yeni adresimiz {next} olacaktır.',
    en: 'Our current address is {current}. If you cannot reach us, our next address will be {next}.',
  },
  TOP_NOTIFY_HOME: {
    tr: 'İlk yatırımınıza %100 hoş geldin bonusu! Detaylar Promosyonlar sayfasında.',
    en: '100% welcome bonus on your first deposit! Details on the Promotions page.',
  },
  // The licence, authority, year and name are the site's brand (the client fills them in), so
  // a white label's own brand shows through these CMS texts too.
  FOOTER_LICENSE: {
    tr: 'Bu site {authority} tarafından verilen {licence} numaralı lisans ile faaliyet göstermektedir.',
    en: 'This site operates under licence {licence} issued by {authority}.',
  },
  FOOTER_AGE: {
    tr: '18 yaşından küçüklerin oyun oynaması yasaktır.',
    en: 'Gambling is forbidden for anyone under 18.',
  },
  FOOTER_COPYRIGHT: {
    tr: '© {year} {name}. Tüm hakları saklıdır.',
    en: '© {year} {name}. All rights reserved.',
  },
  TRIAL_BONUS_LABEL: {
    tr: '{amount} deneme bonusu istiyorum',
    en: 'I want the {amount} trial bonus',
  },
  MAINTENANCE: {
    tr: 'Planlı bakım çalışması yapılmaktadır.',
    en: 'Scheduled maintenance in progress.',
  },
};

export interface TranslationItem {
  key: string;
  /** The text in the request's language. */
  value: string;
}

export function translationList(
  locale: Locale,
  overrides: ReadonlyMap<string, string> = new Map(),
): TranslationItem[] {
  const shipped = Object.entries(translations).map(([key, text]) => ({
    key,
    value: overrides.get(key) ?? text[locale],
  }));
  const added = [...overrides]
    .filter(([key]) => !Object.hasOwn(translations, key))
    .map(([key, value]) => ({ key, value }));
  return [...shipped, ...added];
}
