import type { Localized } from '../kit/localized';

/** Countries and regions: the "group" level of the prematch tree and of live league names. */
export interface GroupDef {
  id: number;
  name: Localized;
  sort: number;
}

export const GROUPS = {
  turkey: { id: 90, name: { tr: 'Türkiye', en: 'Türkiye' }, sort: 1 },
  europe: { id: 150, name: { tr: 'Avrupa', en: 'Europe' }, sort: 2 },
  england: { id: 44, name: { tr: 'İngiltere', en: 'England' }, sort: 3 },
  spain: { id: 34, name: { tr: 'İspanya', en: 'Spain' }, sort: 4 },
  italy: { id: 39, name: { tr: 'İtalya', en: 'Italy' }, sort: 5 },
  germany: { id: 49, name: { tr: 'Almanya', en: 'Germany' }, sort: 6 },
  france: { id: 33, name: { tr: 'Fransa', en: 'France' }, sort: 7 },
  portugal: { id: 351, name: { tr: 'Portekiz', en: 'Portugal' }, sort: 8 },
  netherlands: { id: 31, name: { tr: 'Hollanda', en: 'Netherlands' }, sort: 9 },
  belgium: { id: 32, name: { tr: 'Belçika', en: 'Belgium' }, sort: 10 },
  sweden: { id: 46, name: { tr: 'İsveç', en: 'Sweden' }, sort: 11 },
  usa: { id: 1, name: { tr: 'ABD', en: 'USA' }, sort: 12 },
  brazil: { id: 55, name: { tr: 'Brezilya', en: 'Brazil' }, sort: 13 },
  argentina: { id: 54, name: { tr: 'Arjantin', en: 'Argentina' }, sort: 14 },
  international: { id: 900, name: { tr: 'Uluslararası', en: 'International' }, sort: 15 },
  virtual: { id: 901, name: { tr: 'Sanal', en: 'Virtual' }, sort: 16 },
} satisfies Record<string, GroupDef>;
