import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { KeyValueStorage } from '../env/ports';
import { readStored, writeStored } from '../storage/json-storage';

/** A list kept in local storage under one key, validated on read (corrupt data is removed). */
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

export function createStoredList<TSchema extends v.GenericSchema>(options: {
  storage: KeyValueStorage;
  key: string;
  item: TSchema;
  idOf(item: v.InferOutput<TSchema>): number;
}): StoredList<v.InferOutput<TSchema>> {
  type Item = v.InferOutput<TSchema>;
  const { storage, key, idOf } = options;
  // One bad entry makes the whole value invalid: spec 001 §5 accepts only well-formed arrays.
  const $items = atom<readonly Item[]>(readStored(storage, key, v.array(options.item)) ?? []);
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
      save([...items, item]);
      return true;
    },
    prune(keep) {
      const items = $items.get();
      const kept = items.filter(keep);
      if (kept.length === items.length) return [];
      save(kept);
      return items.filter((item) => !kept.includes(item));
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
