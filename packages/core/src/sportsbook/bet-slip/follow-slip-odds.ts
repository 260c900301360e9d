import { onNotify, type ReadableAtom } from 'nanostores';
import type { OddState } from '../odds-stream.types';
import type { BetSlipStore } from './bet-slip.store';
import { priceChange } from './odds-change-policy';

/** The odds stream's per-odd stores, as the slip reads them. */
export interface SlipOddsSource {
  $odd(id: number, initialRate?: number): ReadableAtom<OddState>;
}

/**
 * Issue 19: the slip's odds follow `oddChanged` pushes, so every front end shows the price that
 * will be placed. Each odd on the slip watches its store in the odds stream (which connects the
 * pushes); a pushed rate replaces the odd's `rate` and sets `change` against the rate the slip
 * was loaded with ('up', 'down', or null when back to it): the "odds changed" state that
 * Accept Changes is about. A placed coupon shown as accepted does not move. Runs while the
 * slip is watched; returns the stop.
 */
export function followSlipOdds(store: BetSlipStore, source: SlipOddsSource): () => void {
  const { model } = store;
  const watching = new Map<number, () => void>();

  const apply = (oddId: number, state: OddState) => {
    const { rate } = state;
    if (model.frozen || rate === undefined) return;
    const odd = model.serverOdds.find((item) => item.oddId === oddId);
    if (!odd || odd.rate === rate) return;
    const change = priceChange(model.loadedRates.get(oddId) ?? null, rate);
    model.serverOdds = model.serverOdds.map((item) =>
      item.oddId === oddId ? { ...item, rate, change } : item,
    );
    store.render();
  };

  const sync = () => {
    const ids = new Set(model.serverOdds.map((odd) => odd.oddId));
    for (const [id, stop] of watching) {
      if (ids.has(id)) continue;
      stop();
      watching.delete(id);
    }
    for (const odd of model.serverOdds) {
      if (watching.has(odd.oddId)) continue;
      // `listen`, not `subscribe`: the server's slip is fresher than a stream seeded earlier;
      // only pushes from now on move the slip.
      const $odd = source.$odd(odd.oddId, odd.rate ?? undefined);
      watching.set(
        odd.oddId,
        $odd.listen((state) => apply(odd.oddId, state)),
      );
    }
  };

  sync();
  // onNotify, not `listen`: a listener of our own would keep the slip mounted after the last
  // screen left, so it would never stop following (nor reload on a language change lazily).
  const stopList = onNotify(store.$oddList, sync);
  return () => {
    stopList();
    for (const stop of watching.values()) stop();
    watching.clear();
  };
}
