import * as v from 'valibot';
import type { KeyValueStorage } from '../kernel/env/ports';
import type { FavoriteCompetition, FavoritePrematchEvent } from './prematch.types';
import { SPORTSBOOK_STORAGE_KEYS } from './sportsbook.constants';
import { createStoredList, type StoredList } from './stored-list';

/** Spec 001 §5: numeric competitionId and sportId plus a string name, else the value is removed. */
export const favoriteCompetitionSchema = v.object({
  competitionId: v.number(),
  sportId: v.number(),
  name: v.string(),
  groupName: v.nullish(v.string(), ''),
  count: v.nullish(v.number(), 0),
});

/** Spec 001 §3: sportId defaults to 1. */
export const favoritePrematchEventSchema = v.object({
  eventId: v.number(),
  sportId: v.nullish(v.number(), 1),
  groupName: v.nullish(v.string(), ''),
  leagueName: v.nullish(v.string(), ''),
  homeName: v.nullish(v.string(), ''),
  awayName: v.nullish(v.string(), ''),
  eventDate: v.nullish(v.string(), ''),
});

export function createCompetitionFavorites(
  storage: KeyValueStorage,
): StoredList<FavoriteCompetition> {
  return createStoredList({
    storage,
    key: SPORTSBOOK_STORAGE_KEYS.competitionFavorites,
    item: favoriteCompetitionSchema,
    idOf: (favorite) => favorite.competitionId,
  });
}

export function createPrematchEventFavorites(
  storage: KeyValueStorage,
): StoredList<FavoritePrematchEvent> {
  return createStoredList({
    storage,
    key: SPORTSBOOK_STORAGE_KEYS.prematchEventFavorites,
    item: favoritePrematchEventSchema,
    idOf: (favorite) => favorite.eventId,
  });
}
