import * as v from 'valibot';
import type {
  CasinoCategoryData,
  GameData,
  JackpotCardData,
} from '../kernel/bootstrap/bootstrap.types';
import { anything, finite, id, listOf, nonEmptyText, text } from '../kernel/bootstrap/slice-schema';

// The casino's slices of the bootstrap (`casinoCategoryList`, `egtJackpotCards`), read leniently
// item by item like the kernel's keys: the casino module owns them, the kernel keeps them raw.

const game = v.pipe(
  v.looseObject({ gameCode: nonEmptyText, name: text, providerName: text }),
  v.transform((value): GameData => value),
);

/** One category as the bootstrap sends it; invalid games are dropped. */
const bootstrapCategory = v.pipe(
  v.object({
    id,
    name: text,
    slugList: listOf(v.string()),
    imageUrl: v.pipe(
      anything,
      v.transform((value) => (typeof value === 'string' && value !== '' ? value : null)),
    ),
    games: listOf(game),
  }),
  v.transform((value): CasinoCategoryData => value),
);

/** One jackpot card as the bootstrap sends it; a missing level-I figure reads 0. */
const bootstrapJackpotCard = v.pipe(
  v.object({
    instanceName: nonEmptyText,
    levelStats: listOf(v.looseObject({ currentValue: finite })),
    currentLevelI: v.optional(finite, 0),
  }),
  v.transform((value): JackpotCardData => value),
);

const categoryList = listOf(bootstrapCategory);
const jackpotCardList = listOf(bootstrapJackpotCard);

/** `casinoCategoryList`: invalid categories dropped; anything that is not a list is empty. */
export const readBootstrapCategories = (raw: unknown): CasinoCategoryData[] =>
  v.parse(categoryList, raw);
/** `egtJackpotCards`: invalid cards dropped; anything that is not a list is empty. */
export const readBootstrapJackpotCards = (raw: unknown): JackpotCardData[] =>
  v.parse(jackpotCardList, raw);
