import { useStore } from '@nanostores/react';
import { isPlausibleOdds, type OddState, type SportsbookModule } from '@site/core/sportsbook';
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
  return useStore(useOddStore(oddId, feedRate));
}

/** One odd's store (a stand-in without an id). The feed's rate seeds it when it is created. */
export function useOddStore(oddId: number | null, feedRate: number | null): ReadableAtom<OddState> {
  return useOddStoreOf(useSportsbookSite().sportsbook.odds, oddId, feedRate);
}

/**
 * `useOddStore` for a caller that already holds the odds stream: every context a component
 * reads is checked again whenever React passes it on the way to a re-rendered child, and 1,200
 * odds buttons pay that on every pushed batch.
 */
export function useOddStoreOf(
  odds: SportsbookModule['odds'],
  oddId: number | null,
  feedRate: number | null,
): ReadableAtom<OddState> {
  // The store is per id; the seed rate only matters when it is created.
  // biome-ignore lint/correctness/useExhaustiveDependencies: feedRate seeds once per id
  return useMemo(
    () => (oddId === null ? NO_ODD : odds.$odd(oddId, feedRate ?? undefined)),
    [odds, oddId],
  );
}

/**
 * Whether the odd has a plausible price (the stream's, else the feed's): a re-render only when
 * that flips. An absurd price (outside `ODDS_RANGE`) is a suspended odd: locked.
 */
export function useOddPriced(store: ReadableAtom<OddState>, feedRate: number | null): boolean {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = () => isPlausibleOdds(store.get().rate ?? feedRate);
  return useSyncExternalStore(subscribe, read, read);
}

type FormatOdds = (decimal: number | null | undefined) => string;

/** The chosen odds format's formatter (re-renders on a format or language change). */
export function useFormatOdds(): FormatOdds {
  return useFormatOddsOf(useSportsbookSite().sportsbook.oddsFormat);
}

/** `useFormatOdds` for a caller that already holds the odds format module (no context read). */
export function useFormatOddsOf(oddsFormat: SportsbookModule['oddsFormat']): FormatOdds {
  return rememberingFormat(useStore(oddsFormat.$formatOdds));
}

// A pushed batch formats 150 prices twice (the text and the accessible name), and prices repeat:
// Intl formatting costs more than a Map lookup, so each formatter remembers what it wrote.
const FORMAT_CACHE_LIMIT = 4096;
const remembering = new WeakMap<FormatOdds, FormatOdds>();
function rememberingFormat(format: FormatOdds): FormatOdds {
  let cached = remembering.get(format);
  if (!cached) {
    const texts = new Map<number, string>();
    cached = (decimal) => {
      if (typeof decimal !== 'number') return format(decimal);
      let text = texts.get(decimal);
      if (text === undefined) {
        if (texts.size >= FORMAT_CACHE_LIMIT) texts.clear();
        text = format(decimal);
        texts.set(decimal, text);
      }
      return text;
    };
    remembering.set(format, cached);
  }
  return cached;
}
