import type { Localized } from '../kit/localized';

/** Countries and regions: the "group" level of the prematch tree and of live league names. */
export interface GroupDef {
  id: number;
  name: Localized;
  sort: number;
  /**
   * The flag's code (extension, not in the spec: `countryCode` on the feeds): ISO 3166-1
   * alpha-2 in lower case, `gb-eng` for England (ISO 3166-2), `eu` for Europe; null for
   * international and virtual competitions (a globe).
   */
  country: string | null;
}

export const GROUPS = {
  turkey: { id: 90, name: { tr: 'Türkiye', en: 'Türkiye' }, sort: 1, country: 'tr' },
  europe: { id: 150, name: { tr: 'Avrupa', en: 'Europe' }, sort: 2, country: 'eu' },
  england: { id: 44, name: { tr: 'İngiltere', en: 'England' }, sort: 3, country: 'gb-eng' },
  spain: { id: 34, name: { tr: 'İspanya', en: 'Spain' }, sort: 4, country: 'es' },
  italy: { id: 39, name: { tr: 'İtalya', en: 'Italy' }, sort: 5, country: 'it' },
  germany: { id: 49, name: { tr: 'Almanya', en: 'Germany' }, sort: 6, country: 'de' },
  france: { id: 33, name: { tr: 'Fransa', en: 'France' }, sort: 7, country: 'fr' },
  portugal: { id: 351, name: { tr: 'Portekiz', en: 'Portugal' }, sort: 8, country: 'pt' },
  netherlands: { id: 31, name: { tr: 'Hollanda', en: 'Netherlands' }, sort: 9, country: 'nl' },
  belgium: { id: 32, name: { tr: 'Belçika', en: 'Belgium' }, sort: 10, country: 'be' },
  sweden: { id: 46, name: { tr: 'İsveç', en: 'Sweden' }, sort: 11, country: 'se' },
  usa: { id: 1, name: { tr: 'ABD', en: 'USA' }, sort: 12, country: 'us' },
  brazil: { id: 55, name: { tr: 'Brezilya', en: 'Brazil' }, sort: 13, country: 'br' },
  argentina: { id: 54, name: { tr: 'Arjantin', en: 'Argentina' }, sort: 14, country: 'ar' },
  international: {
    id: 900,
    name: { tr: 'Uluslararası', en: 'International' },
    sort: 15,
    country: null,
  },
  virtual: { id: 901, name: { tr: 'Sanal', en: 'Virtual' }, sort: 16, country: null },
} satisfies Record<string, GroupDef>;
