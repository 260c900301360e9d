import { onStart, onStop, type ReadableAtom } from 'nanostores';

/**
 * Whether `$store` has a listener right now, kept through nanostores' public `onStart` and
 * `onStop` (not its private listener count). Unlike `onMount`, which lingers a second after the
 * last listener leaves, this turns false at once: a page that left asks for nothing more.
 */
export function watchedFlag($store: ReadableAtom<unknown>): () => boolean {
  // A count, not a boolean: a mount that reads the store (`get()` before the first listener is
  // counted) nests a start/stop pair inside the outer start.
  let starts = 0;
  onStart($store, () => {
    starts++;
  });
  onStop($store, () => {
    starts--;
  });
  return () => starts > 0;
}
