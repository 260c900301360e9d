import * as v from 'valibot';
import type { KeyValueStorage } from '../kernel/env/ports';
import type { LiveFavorite } from './live.types';
import { SPORTSBOOK_STORAGE_KEYS } from './sportsbook.constants';
import { createStoredList, type StoredList } from './stored-list';

/** Spec 001 §5: accepted only as an array of entries with numeric eventId and sportId. */
export const liveFavoriteSchema = v.object({
  eventId: v.number(),
  sportId: v.number(),
  groupName: v.nullish(v.string(), ''),
  homeName: v.nullish(v.string(), ''),
  awayName: v.nullish(v.string(), ''),
});

export function createLiveFavorites(storage: KeyValueStorage): StoredList<LiveFavorite> {
  return createStoredList({
    storage,
    key: SPORTSBOOK_STORAGE_KEYS.liveFavorites,
    item: liveFavoriteSchema,
    idOf: (favorite) => favorite.eventId,
  });
}
