import { onMount, onStart, type ReadableAtom } from 'nanostores';
import type { Clock } from '../env/ports';

export interface RefreshWhileWatchedOptions {
  /** Inputs of the request (the language: feed names are localised; a filter): a change reloads. */
  inputs?: (ReadableAtom<unknown> | undefined)[];
  /** Polls while watched, on the clock port. */
  every?: { clock: Pick<Clock, 'setInterval' | 'clearInterval'>; ms: number };
  /** Loads at once when the first watcher comes (default true); false waits for the first tick. */
  atStart?: boolean;
  /** Runs when the last watcher leaves (e.g. to drop answers still due). */
  onStop?: () => void;
}

/**
 * The one refresh machinery of the SDK (feeds, event markets, today's matches, jackpots): while
 * `$store` is watched, `load` runs at once, on every change of an input and, if asked, on an
 * interval. Nothing polls while nobody watches. Ticks while a load is still on its way wait
 * for it and then load once, so a slow server never gets a second request stacked on the first
 * and no tick is lost; an input change always loads at once (its answer is the one that counts).
 * A site composes its own keyed resources the same way (`keyedStores` + this + `LoadState`).
 */
export function refreshWhileWatched(
  $store: ReadableAtom<unknown>,
  load: () => unknown,
  { inputs = [], every, atStart = true, onStop }: RefreshWhileWatchedOptions,
): void {
  onMount($store, () => {
    let mounted = true;
    let running = 0;
    let tickWaiting = false;
    const settle = () => {
      running--;
      if (running > 0 || !tickWaiting || !mounted) return;
      tickWaiting = false;
      run();
    };
    const run = () => {
      const result = load();
      if (!(result instanceof Promise)) return;
      running++;
      result.then(settle, settle);
    };
    const tick = () => {
      if (running === 0) run();
      else tickWaiting = true;
    };
    const unbinds = inputs.map(($input) => $input?.listen(run));
    const timer = every?.clock.setInterval(tick, every.ms);
    if (atStart) run();
    return () => {
      mounted = false;
      for (const unbind of unbinds) unbind?.();
      if (timer !== undefined) every?.clock.clearInterval(timer);
      onStop?.();
    };
  });
}

/**
 * A screen coming back to `stores` (a first watcher again) loads at once when `when` says so,
 * e.g. after a failure. The mount above does not cover it: nanostores keeps a store (and the
 * stores it derives from) mounted for a second after its last watcher leaves, and a derived
 * store keeps its source watched, so leaving and re-entering a page would otherwise show the
 * old failure until the next poll. `load` must share a run in flight (a mount may start one).
 */
export function reloadWhenWatchedAgain(
  stores: readonly ReadableAtom<unknown>[],
  when: () => boolean,
  load: () => unknown,
): void {
  for (const $store of stores) {
    onStart($store, () => {
      if (when()) void load();
    });
  }
}
