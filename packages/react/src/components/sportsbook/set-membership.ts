import type { ReadableAtom } from 'nanostores';

/**
 * Per-id listeners over a set store: one listener on the set, which tells only the ids that
 * entered or left it. 1,200 odds buttons asking "am I on the slip?" cost one set diff per slip
 * change instead of 1,200 store listeners.
 */
export interface SetMembership {
  has(id: number): boolean;
  listen(id: number, listener: () => void): () => void;
}

const memberships = new WeakMap<ReadableAtom<ReadonlySet<number>>, SetMembership>();

export function setMembership(store: ReadableAtom<ReadonlySet<number>>): SetMembership {
  let membership = memberships.get(store);
  if (!membership) {
    membership = createSetMembership(store);
    memberships.set(store, membership);
  }
  return membership;
}

function createSetMembership(store: ReadableAtom<ReadonlySet<number>>): SetMembership {
  const listeners = new Map<number, Set<() => void>>();
  let count = 0;
  let stop: (() => void) | undefined;
  let last: ReadonlySet<number> = new Set();

  const notify = (id: number) => {
    const forId = listeners.get(id);
    if (forId) for (const listener of forId) listener();
  };
  const onChange = (next: ReadonlySet<number>) => {
    const previous = last;
    last = next;
    for (const id of next) if (!previous.has(id)) notify(id);
    for (const id of previous) if (!next.has(id)) notify(id);
  };

  return {
    has: (id) => (stop ? last : store.get()).has(id),
    listen(id, listener) {
      if (count++ === 0) {
        last = store.get();
        stop = store.listen(onChange);
      }
      let forId = listeners.get(id);
      if (!forId) {
        forId = new Set();
        listeners.set(id, forId);
      }
      forId.add(listener);
      return () => {
        forId.delete(listener);
        if (forId.size === 0) listeners.delete(id);
        if (--count === 0) {
          stop?.();
          stop = undefined;
        }
      };
    },
  };
}
