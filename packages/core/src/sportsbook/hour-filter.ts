import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { KeyValueStorage } from '../kernel/env/ports';
import { readStored, writeStored } from '../kernel/storage/json-storage';
import { HOUR_FILTERS, type HourFilter, SPORTSBOOK_STORAGE_KEYS } from './sportsbook.constants';

const hourSchema = v.picklist(HOUR_FILTERS);

export function isHourFilter(value: unknown): value is HourFilter {
  return value === null || v.is(hourSchema, value);
}

export interface HourFilterModule {
  /** 6, 12, 24 or 48 hours, or null for All; kept under `filterbyhour`. */
  $hourFilter: ReadableAtom<HourFilter>;
  setHourFilter(hour: HourFilter): void;
}

export function createHourFilter(storage: KeyValueStorage): HourFilterModule {
  const key = SPORTSBOOK_STORAGE_KEYS.hourFilter;
  const $hourFilter = atom<HourFilter>(readStored(storage, key, hourSchema) ?? null);
  return {
    $hourFilter,
    setHourFilter(hour) {
      if (!isHourFilter(hour)) return;
      // All is the default, so it is stored as the absence of a filter.
      if (hour === null) storage.removeItem(key);
      else writeStored(storage, key, hour);
      $hourFilter.set(hour);
    },
  };
}
