import { atom, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { toSiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';
import { keyedStores } from '../kernel/load/keyed-stores';
import type { LoadState } from '../kernel/load/load-state';
import { refreshWhileWatched } from '../kernel/load/while-watched';
import { toEventRow } from './event-row';
import { feedEventSchema, liveEventSchema } from './feed.schemas';
import type { OddRate } from './odds-stream.types';
import type { PrematchEventRow } from './prematch.types';

const marketOddSchema = v.object({ id: v.number(), name: v.string(), rate: v.number() });
const marketSchema = v.object({
  id: v.string(),
  name: v.string(),
  odds: v.array(marketOddSchema),
});
const marketGroupSchema = v.object({
  id: v.string(),
  name: v.string(),
  markets: v.array(marketSchema),
});
/** Answer of the dev server's `sportsbook/eventmarkets` extension (docs/api-sportsbook-casino.md). */
export const eventMarketsSchema = v.object({
  event: v.object({
    ...liveEventSchema.entries,
    eventStatus: feedEventSchema.entries.eventStatus,
    isLive: v.optional(v.boolean(), false),
  }),
  groups: v.array(marketGroupSchema),
});

export type MarketOdd = v.InferOutput<typeof marketOddSchema>;
export type EventMarket = v.InferOutput<typeof marketSchema>;
export type MarketGroup = v.InferOutput<typeof marketGroupSchema>;

export interface EventMarketsState extends LoadState {
  /** The event as a row (teams, kick-off, status); null until loaded. */
  event: (PrematchEventRow & { isLive: boolean }) | null;
  groups: MarketGroup[];
  /** The server's message when the event cannot be shown (ended, unknown). */
  message: string | null;
}

export interface EventMarketsModule {
  /**
   * Every market of one event, in groups, for the match detail page. Loads while watched (and
   * again on a language change); its odds join the odds stream so pushes move them.
   */
  $eventMarkets(eventId: number): ReadableAtom<EventMarketsState>;
}

/** Every pick's rate, for the odds stream after a load. */
export function groupRates(groups: readonly MarketGroup[]): OddRate[] {
  return groups.flatMap((group) =>
    group.markets.flatMap((market) => market.odds.map((odd) => ({ id: odd.id, rate: odd.rate }))),
  );
}

export function createEventMarkets(deps: {
  http: HttpClient;
  syncRates?: ((rates: Iterable<OddRate>) => void) | undefined;
  $locale?: ReadableAtom<string>;
  timeZone?: string | undefined;
}): EventMarketsModule {
  function create(eventId: number): ReadableAtom<EventMarketsState> {
    const $state = atom<EventMarketsState>({
      status: 'loading',
      event: null,
      groups: [],
      message: null,
    });
    let request = 0;
    async function load(): Promise<void> {
      const mine = ++request;
      try {
        const { data } = await deps.http.get('sportsbook/eventmarkets', {
          base: 'sportsbook',
          query: { eventId },
          schema: eventMarketsSchema,
        });
        if (mine !== request) return;
        const { isLive } = data.event;
        $state.set({
          status: 'ready',
          event: { ...toEventRow(data.event, deps.timeZone), isLive },
          groups: data.groups,
          message: null,
        });
        deps.syncRates?.(groupRates(data.groups));
      } catch (error) {
        if (mine !== request) return;
        const message = error instanceof Error && error.message ? error.message : null;
        $state.set({ ...$state.get(), status: 'failed', message, error: toSiteError(error) });
      }
    }
    refreshWhileWatched($state, load, {
      inputs: [deps.$locale],
      onStop: () => request++,
    });
    return $state;
  }

  return {
    $eventMarkets: keyedStores(create),
  };
}
