import { onMount, onStart, type ReadableAtom } from 'nanostores';
import type { Clock } from '../kernel/env/ports';

export interface RefreshWhileWatchedOptions {
  /** Inputs of the request (the language: feed names are localised; a filter): a change reloads. */
  inputs: (ReadableAtom<unknown> | undefined)[];
  /** Polls while watched. */
  every?: { clock: Clock; ms: number };
  /** Runs when the last watcher leaves (e.g. to drop answers still due). */
  onStop?: () => void;
}

/**
 * The one refresh machinery of the feeds (live, prematch tree, event markets): while `$store`
 * is watched, `load` runs at once, on every change of an input and, if asked, on an interval.
 * Nothing polls while nobody watches.
 */
export function refreshWhileWatched(
  $store: ReadableAtom<unknown>,
  load: () => unknown,
  { inputs, every, onStop }: RefreshWhileWatchedOptions,
): void {
  onMount($store, () => {
    const run = () => void load();
    const unbinds = inputs.map(($input) => $input?.listen(run));
    const timer = every?.clock.setInterval(run, every.ms);
    run();
    return () => {
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
