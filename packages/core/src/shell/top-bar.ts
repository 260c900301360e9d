import { atom, type ReadableAtom } from 'nanostores';
import type { Clock, KeyValueStorage } from '../kernel/env/ports';

/** Spec 000 §4: set once the bar is closed; any value means "read". */
export const TOP_BAR_STORAGE_KEY = 'topNotifyRead';
export const TOP_BAR_READ_VALUE = 'yes';
/** Closing collapses the bar and removes it this much later. */
export const TOP_BAR_REMOVE_DELAY_MS = 500;

/** open → collapsing (closed, animating away) → removed (after 500 ms, and on later visits). */
export type TopBarState = 'open' | 'collapsing' | 'removed';

export interface TopBar {
  $state: ReadableAtom<TopBarState>;
  /** Remembers the close, collapses the bar and removes it after 500 ms. */
  close(): void;
}

function readFlag(storage: KeyValueStorage): boolean {
  try {
    return storage.getItem(TOP_BAR_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export function createTopBar(deps: { storage: KeyValueStorage; clock: Clock }): TopBar {
  const $state = atom<TopBarState>(readFlag(deps.storage) ? 'removed' : 'open');
  return {
    $state,
    close() {
      if ($state.get() !== 'open') return;
      // Stored raw (not JSON) as the spec's original site did, so an existing flag still counts.
      try {
        deps.storage.setItem(TOP_BAR_STORAGE_KEY, TOP_BAR_READ_VALUE);
      } catch {
        // A blocked storage only means the bar comes back on the next visit.
      }
      $state.set('collapsing');
      deps.clock.setTimeout(() => $state.set('removed'), TOP_BAR_REMOVE_DELAY_MS);
    },
  };
}

/** What to render on a route: the bar lives on the home route only. */
export function topBarView(state: TopBarState, url: string): 'hidden' | 'open' | 'collapsing' {
  const path = url.replace(/[?#].*$/, '');
  if (path !== '/' || state === 'removed') return 'hidden';
  return state;
}
