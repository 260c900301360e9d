import * as v from 'valibot';
import type { KeyValueStorage } from '../env/ports';
import { MAX_CACHED_BOOTSTRAP_CHARS, overCap } from './bootstrap.limits';
import { bootstrapSchema } from './bootstrap.schema';
import { BOOTSTRAP_STORAGE_KEY, type StoredBootstrap } from './bootstrap.types';

function remove(storage: KeyValueStorage): undefined {
  try {
    storage.removeItem(BOOTSTRAP_STORAGE_KEY);
  } catch {
    // blocked storage: the value is ignored either way
  }
  return undefined;
}

/**
 * The cached bootstrap, read in bounded time: a value over `MAX_CACHED_BOOTSTRAP_CHARS` is
 * removed unparsed, lists over their caps are cut and the trimmed copy written back, anything
 * unparsable or off-schema is removed (as `readStored` does).
 */
export function readCachedBootstrap(storage: KeyValueStorage): StoredBootstrap | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(BOOTSTRAP_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  if (raw.length > MAX_CACHED_BOOTSTRAP_CHARS) return remove(storage);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return remove(storage);
  }
  const parsed = v.safeParse(bootstrapSchema, json);
  if (!parsed.success) return remove(storage);
  if (overCap(json as Record<string, unknown>)) writeCachedBootstrap(storage, parsed.output);
  return parsed.output;
}

/** Caches the server's bootstrap, unless it is too big to be read back quickly. */
export function writeCachedBootstrap(storage: KeyValueStorage, data: StoredBootstrap): void {
  const text = JSON.stringify(data);
  if (text.length > MAX_CACHED_BOOTSTRAP_CHARS) {
    remove(storage);
    return;
  }
  try {
    storage.setItem(BOOTSTRAP_STORAGE_KEY, text);
  } catch {
    // A full or blocked storage: the page goes on with the data in memory.
  }
}
