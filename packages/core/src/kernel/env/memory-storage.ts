import type { KeyValueStorage } from './ports';

/** In-memory storage: the default on a server and the storage of tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage & {
  snapshot(): Record<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
    snapshot: () => Object.fromEntries(items),
  };
}
