import { atom, onStart, onStop, type ReadableAtom, type WritableAtom } from 'nanostores';

/**
 * Per-id boolean stores over a set store (`$inSlip(oddId)`): one listener on the set, which
 * tells only the ids that entered or left it. 1,200 odds buttons asking "am I on the slip?"
 * cost one set diff per slip change, not 1,200 set listeners; a toggle re-renders one button.
 * A store is kept while watched and dropped with its last watcher (no timers).
 */
export function createIdMembership(
  $set: ReadableAtom<ReadonlySet<number>>,
): (id: number) => ReadableAtom<boolean> {
  const watched = new Map<number, Set<WritableAtom<boolean>>>();
  let last: ReadonlySet<number> = new Set();
  let stopSet: (() => void) | undefined;

  const tell = (id: number, member: boolean) => {
    const stores = watched.get(id);
    if (stores) for (const store of stores) store.set(member);
  };
  const onChange = (next: ReadonlySet<number>) => {
    const previous = last;
    last = next;
    for (const id of next) if (!previous.has(id)) tell(id, true);
    for (const id of previous) if (!next.has(id)) tell(id, false);
  };

  return (id) => {
    const shared = watched.get(id)?.values().next().value;
    if (shared) return shared;
    const store = atom($set.get().has(id));
    onStart(store, () => {
      if (watched.size === 0) {
        last = $set.get();
        stopSet = $set.listen(onChange);
      }
      const stores = watched.get(id) ?? new Set<WritableAtom<boolean>>();
      watched.set(id, stores);
      stores.add(store);
      store.set(last.has(id));
    });
    onStop(store, () => {
      const stores = watched.get(id);
      stores?.delete(store);
      if (stores?.size === 0) watched.delete(id);
      if (watched.size === 0) {
        stopSet?.();
        stopSet = undefined;
      }
    });
    return store;
  };
}
