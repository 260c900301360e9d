import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { KeyValueStorage } from '../kernel/env/ports';
import { readStored, writeStored } from '../kernel/storage/json-storage';

/**
 * A list kept in local storage under one key, validated on read (corrupt data is removed),
 * at most `STORED_LIST_MAX` entries with distinct ids.
 */
export interface StoredList<TItem> {
  $items: ReadableAtom<readonly TItem[]>;
  has(id: number): boolean;
  /** Adds the item, or removes the stored one with the same id. Returns true when added. */
  toggle(item: TItem): boolean;
  /** Keeps only the items `keep` accepts; writes only when something was removed. */
  prune(keep: (item: TItem) => boolean): TItem[];
  /** Replaces items in place (e.g. fresher counts); writes only on a change. */
  update(change: (item: TItem) => TItem): void;
}

/**
 * Favourites a player can reach: 200 per list. A choice where the spec is silent (issue 25:
 * 100,000 stale or duplicated entries killed the live and prematch pages); docs/reliability.md.
 */
export const STORED_LIST_MAX = 200;
// Entries read from the newest end before giving up on the rest: duplicates of a few ids
// cannot make the read walk the whole stored value.
const SCAN_LIMIT = STORED_LIST_MAX * 5;

// A full list is about 30 KB (200 entries of flat objects); a longer text was never written
// by this code. Only its last 64 KB are parsed, so any value up to the storage quota reads in
// the same time.
const MAX_PARSED_CHARS = 64 * 1024;

function remove(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // blocked storage: the value is ignored either way
  }
}

/**
 * The stored array, or only its newest entries when the text is longer than
 * `MAX_PARSED_CHARS`: the entries are flat objects, so the tail is cut at an entry boundary
 * (`},{`) and parsed alone. Anything that does not parse as an array is removed.
 */
function readTail(
  storage: KeyValueStorage,
  key: string,
): { list: unknown[]; whole: boolean } | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  if (raw.length <= MAX_PARSED_CHARS) {
    const list = readStored(storage, key, v.array(v.unknown()));
    return list ? { list, whole: true } : undefined;
  }
  const tail = raw.slice(-MAX_PARSED_CHARS);
  const boundary = tail.indexOf('},{');
  try {
    const parsed: unknown = boundary < 0 ? null : JSON.parse(`[${tail.slice(boundary + 2)}`);
    if (Array.isArray(parsed) && /^\s*\[/.test(raw.slice(0, 64)))
      return { list: parsed, whole: false };
  } catch {
    // fall through: not a list of flat entries
  }
  remove(storage, key);
  return undefined;
}

/**
 * Reads the stored list in bounded time: the newest `STORED_LIST_MAX` distinct ids (the list
 * grows at its end), each checked by the item schema, in their stored order. One bad entry
 * among those read makes the whole value invalid and removed (spec 001 §5); a value trimmed or
 * de-duplicated is written back at once.
 */
function readCapped<TSchema extends v.GenericSchema>(
  storage: KeyValueStorage,
  key: string,
  item: TSchema,
  idOf: (item: v.InferOutput<TSchema>) => number,
): v.InferOutput<TSchema>[] {
  const read = readTail(storage, key);
  if (!read) return [];
  const stored = read.list;
  const kept: v.InferOutput<TSchema>[] = [];
  const seen = new Set<number>();
  const stop = Math.max(0, stored.length - SCAN_LIMIT);
  for (let index = stored.length - 1; index >= stop && kept.length < STORED_LIST_MAX; index--) {
    const parsed = v.safeParse(item, stored[index]);
    if (!parsed.success) {
      remove(storage, key);
      return [];
    }
    const id = idOf(parsed.output);
    if (seen.has(id)) continue;
    seen.add(id);
    kept.push(parsed.output);
  }
  kept.reverse();
  if (kept.length !== stored.length || !read.whole) writeStored(storage, key, kept);
  return kept;
}

export function createStoredList<TSchema extends v.GenericSchema>(options: {
  storage: KeyValueStorage;
  key: string;
  item: TSchema;
  idOf(item: v.InferOutput<TSchema>): number;
}): StoredList<v.InferOutput<TSchema>> {
  type Item = v.InferOutput<TSchema>;
  const { storage, key, idOf } = options;
  const $items = atom<readonly Item[]>(readCapped(storage, key, options.item, idOf));
  const save = (items: readonly Item[]) => {
    $items.set(items);
    writeStored(storage, key, items);
  };
  return {
    $items,
    has: (id) => $items.get().some((item) => idOf(item) === id),
    toggle(item) {
      const items = $items.get();
      const id = idOf(item);
      if (items.some((stored) => idOf(stored) === id)) {
        save(items.filter((stored) => idOf(stored) !== id));
        return false;
      }
      // At the cap, the oldest favourite makes room for the new one.
      save([...items, item].slice(-STORED_LIST_MAX));
      return true;
    },
    prune(keep) {
      const items = $items.get();
      const kept = items.filter(keep);
      if (kept.length === items.length) return [];
      save(kept);
      const stays = new Set(kept);
      return items.filter((item) => !stays.has(item));
    },
    update(change) {
      const items = $items.get();
      let changed = false;
      const next = items.map((item) => {
        const updated = change(item);
        if (updated !== item) changed = true;
        return updated;
      });
      if (changed) save(next);
    },
  };
}
