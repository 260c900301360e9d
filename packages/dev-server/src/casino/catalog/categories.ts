import type { Localized } from '../../sportsbook/kit/localized';

/**
 * Casino categories: `id` is the `systemCategory` games carry and categorygames filters by;
 * `slugList` names the casino pages that show the category (slot, live, popular-games, tvbets,
 * home; the home page shows the `home` ones, Popular and New games, as rows). `hasImage: false`
 * leaves imageUrl null so the client's default image is exercised.
 */
export interface CategoryDef {
  id: number;
  name: Localized;
  slugList: readonly string[];
  /** How many games the catalogue generates in it. */
  size: number;
  hasImage: boolean;
}

export const CATEGORY_IDS = {
  slots: 1,
  liveCasino: 2,
  popular: 3,
  tvGames: 4,
  jackpot: 5,
  newGames: 6,
  tableGames: 7,
  crash: 8,
  bingo: 9,
} as const;

export const CATEGORIES: readonly CategoryDef[] = [
  {
    id: CATEGORY_IDS.slots,
    name: { tr: 'Slot Oyunları', en: 'Slots' },
    slugList: ['slot'],
    size: 150,
    hasImage: true,
  },
  {
    id: CATEGORY_IDS.liveCasino,
    name: { tr: 'Canlı Casino', en: 'Live Casino' },
    slugList: ['live'],
    size: 50,
    hasImage: true,
  },
  {
    id: CATEGORY_IDS.popular,
    name: { tr: 'Popüler Oyunlar', en: 'Popular Games' },
    slugList: ['popular-games', 'home'],
    size: 20,
    hasImage: true,
  },
  {
    id: CATEGORY_IDS.tvGames,
    name: { tr: 'TV Oyunları', en: 'TV Games' },
    slugList: ['tvbets'],
    size: 15,
    hasImage: true,
  },
  {
    id: CATEGORY_IDS.jackpot,
    name: { tr: 'Jackpot Oyunları', en: 'Jackpot Games' },
    slugList: ['slot'],
    size: 25,
    hasImage: true,
  },
  {
    id: CATEGORY_IDS.newGames,
    name: { tr: 'Yeni Oyunlar', en: 'New Games' },
    slugList: ['slot', 'home'],
    size: 15,
    hasImage: true,
  },
  {
    id: CATEGORY_IDS.tableGames,
    name: { tr: 'Masa Oyunları', en: 'Table Games' },
    slugList: ['slot'],
    size: 15,
    hasImage: true,
  },
  {
    id: CATEGORY_IDS.crash,
    name: { tr: 'Crash Oyunları', en: 'Crash Games' },
    slugList: ['slot', 'popular-games'],
    size: 10,
    hasImage: true,
  },
  {
    id: CATEGORY_IDS.bingo,
    name: { tr: 'Tombala ve Keno', en: 'Bingo & Keno' },
    slugList: ['popular-games'],
    size: 10,
    hasImage: false,
  },
];
