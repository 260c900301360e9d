import type { Rng } from '../../sportsbook/kit/random';
import { CATEGORIES, CATEGORY_IDS, type CategoryDef } from './categories';
import {
  BINGO_GAMES,
  CRASH_GAMES,
  LIVE_SUFFIXES,
  LIVE_TABLES,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
  TABLE_GAMES,
  TV_GAMES,
} from './game-names';
import { PROVIDERS, type Provider, type ProviderName, providerByName } from './providers';

/** A game as spec 001 section 3 lists it, plus `isLive` (extension) used by casino/games. */
export interface GameDef {
  gameCode: string;
  name: string;
  /** One of PROVIDERS' names, unless a dev control renamed it; `mainProviderId` is the key. */
  providerName: string;
  mainProviderId: number;
  /** SoftGamings' system id (softgamingslaunchurl `system`); a provider-wide code elsewhere. */
  system: string;
  /** EveryMatrix' product id (emlaunchurl `productId`); 0 for other providers. */
  productId: number;
  systemCategory: number;
  isLive: boolean;
}

const SOFTGAMINGS_SYSTEMS = ['960', '998', '1002', '1012'];
const EVERYMATRIX_PRODUCTS = [23, 37, 41, 52];

/** Which providers offer which kind of game. */
const PROVIDERS_BY_CATEGORY: Record<number, readonly ProviderName[]> = {
  [CATEGORY_IDS.liveCasino]: ['Pragmatic Play', 'EveryMatrix', 'SoftGamings', 'Hub88', 'Digitain'],
  [CATEGORY_IDS.tvGames]: ['Digitain', 'SoftGamings', 'Hub88'],
  [CATEGORY_IDS.crash]: ['Hub88', 'SoftGamings', 'Pragmatic Play', 'Digitain'],
  [CATEGORY_IDS.bingo]: ['Digitain', 'EveryMatrix', 'SoftGamings'],
};

/** The games the fixed category sizes give (the default catalogue). */
export const DEFAULT_GAME_COUNT = CATEGORIES.reduce((sum, category) => sum + category.size, 0);

/** Invented slot titles available (adjective × noun × suffix): the most Slots can hold. */
const MAX_SLOT_GAMES = SLOT_ADJECTIVES.length * SLOT_NOUNS.length * SLOT_SUFFIXES.length;

/**
 * Builds the catalogue: a few hundred games over the seven providers, "Aviator" included, or
 * `gameCount` in all, the extra ones in Slots.
 */
export function generateGames(rng: Rng, gameCount = DEFAULT_GAME_COUNT): GameDef[] {
  const extra = Math.max(0, Math.floor(gameCount) - DEFAULT_GAME_COUNT);
  const games: GameDef[] = [];
  const codes = new Set<string>();

  const add = (category: CategoryDef, name: string, provider: Provider): void => {
    const base = `${provider.prefix}_${slug(name)}`;
    let code = base;
    for (let n = 2; codes.has(code); n++) code = `${base}_${n}`;
    codes.add(code);
    games.push({
      gameCode: code,
      name,
      providerName: provider.name,
      mainProviderId: provider.id,
      system:
        provider.name === 'SoftGamings'
          ? rng.pick(SOFTGAMINGS_SYSTEMS)
          : String(provider.id * 1000 + 100),
      productId: provider.name === 'EveryMatrix' ? rng.pick(EVERYMATRIX_PRODUCTS) : 0,
      systemCategory: category.id,
      isLive: category.id === CATEGORY_IDS.liveCasino,
    });
  };

  const usedNames = new Set<string>();
  for (const fixed of CATEGORIES) {
    const category =
      fixed.id === CATEGORY_IDS.slots && extra > 0
        ? { ...fixed, size: Math.min(fixed.size + extra, MAX_SLOT_GAMES) }
        : fixed;
    const allowed = PROVIDERS_BY_CATEGORY[category.id]?.map(providerByName) ?? [...PROVIDERS];
    const names = namesFor(category, rng, usedNames);
    names.forEach((name, index) => {
      // Aviator is the side menu's game: one fixed, well-known entry.
      const provider =
        name === 'Aviator'
          ? providerByName('Hub88')
          : index < allowed.length
            ? (allowed[index] as Provider)
            : rng.pick(allowed);
      add(category, name, provider);
    });
  }
  return games;
}

/** Fixed lists for the special categories; invented titles, unique across categories, elsewhere. */
function namesFor(category: CategoryDef, rng: Rng, used: Set<string>): string[] {
  const fixed: Record<number, readonly string[]> = {
    [CATEGORY_IDS.tvGames]: TV_GAMES,
    [CATEGORY_IDS.crash]: CRASH_GAMES,
    [CATEGORY_IDS.tableGames]: TABLE_GAMES,
    [CATEGORY_IDS.bingo]: BINGO_GAMES,
  };
  const list = fixed[category.id];
  if (list) return list.slice(0, category.size);
  const names: string[] = [];
  while (names.length < category.size) {
    const name =
      category.id === CATEGORY_IDS.liveCasino
        ? `${rng.pick(LIVE_TABLES)}${rng.pick(LIVE_SUFFIXES)}`
        : `${rng.pick(SLOT_ADJECTIVES)} ${rng.pick(SLOT_NOUNS)}${rng.pick(SLOT_SUFFIXES)}`;
    if (used.has(name)) continue;
    used.add(name);
    names.push(name);
  }
  return names;
}

function slug(name: string): string {
  return name
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
