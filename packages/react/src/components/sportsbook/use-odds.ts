import { useStore } from '@nanostores/react';
import type { OddState } from '@site/core/sportsbook';
import type { ReadableAtom } from 'nanostores';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSportsbookSite } from '../../hooks/use-sportsbook-site';

const NO_ODD: ReadableAtom<OddState> = {
  get: () => ({ rate: undefined, direction: null }),
  listen: () => () => {},
  subscribe: (listener: (value: OddState) => void) => {
    listener({ rate: undefined, direction: null });
    return () => {};
  },
} as unknown as ReadableAtom<OddState>;

/**
 * One odd's own store from the core's odds stream: a push for this id re-renders this button
 * only. The feed's rate seeds the store; later feed reloads and pushes update it.
 */
export function useOddState(oddId: number | null, feedRate: number | null): OddState {
  const { odds } = useSportsbookSite().sportsbook;
  // The store is per id; the seed rate only matters when it is created.
  // biome-ignore lint/correctness/useExhaustiveDependencies: feedRate seeds once per id
  const store = useMemo(
    () => (oddId === null ? NO_ODD : odds.$odd(oddId, feedRate ?? undefined)),
    [odds, oddId],
  );
  return useStore(store);
}

/**
 * Whether `id` is in a set store, re-rendering only when that answer changes (not on every
 * change of the set): a slip toggle re-renders the one button it concerns.
 */
export function useSetHas(store: ReadableAtom<ReadonlySet<number>>, id: number | null): boolean {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = () => (id === null ? false : store.get().has(id));
  return useSyncExternalStore(subscribe, read, read);
}

/** The chosen odds format's formatter (re-renders on a format or language change). */
export function useFormatOdds(): (decimal: number | null | undefined) => string {
  return useStore(useSportsbookSite().sportsbook.oddsFormat.$formatOdds);
}
