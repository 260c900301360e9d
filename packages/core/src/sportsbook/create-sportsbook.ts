import type { ReadableAtom } from 'nanostores';
import type { Clock, KeyValueStorage } from '../kernel/env/ports';
import type { HttpClient } from '../kernel/http/http-client';
import type { Locale } from '../kernel/i18n/locale';
import { watchedFlag } from '../kernel/load/watched';
import { createEventMarkets, type EventMarketsModule } from './event-markets';
import { createLive, type LiveModule } from './live.store';
import { createOddsFormat, type OddsFormatModule } from './odds-format.store';
import { createOddsStream, type OddsStream } from './odds-stream';
import type { OddChangesHandler } from './odds-stream.types';
import { createPrematch, type PrematchModule } from './prematch.store';
import type { TopLeagueKey } from './top-leagues';

export interface SportsbookDeps {
  /** The site's client; every feed call uses the `sportsbook` base (sbapi/api/). */
  http: HttpClient;
  clock: Clock;
  storage: KeyValueStorage;
  /** Language: formats odds and reloads the (localised) feeds on change. */
  $locale: ReadableAtom<Locale>;
  /**
   * `oddChanged` pushes from the real-time link, e.g.
   * `(handler) => site.realtime.onCommand('oddChanged', handler)` (checked as a list only; the
   * stream checks each entry). Subscribed only while an odd is watched. Without it, odds move
   * only on feed reloads (or `odds.applyOddChanges`).
   */
  subscribeOddChanges?: ((handler: OddChangesHandler) => () => void) | undefined;
  /** The real-time link reconnected: watched odds are fetched again (live feed, picks). */
  onReconnected?: ((handler: () => void) => () => void) | undefined;
  /** Top Leagues competition ids; default the dev server's. */
  topLeagueIds?: Partial<Record<TopLeagueKey, number>> | undefined;
  /** Time zone for row dates and times; default the runtime's (pass the visitor's on a server). */
  timeZone?: string | undefined;
  /** Up/down highlight time in ms; default 3000. */
  oddHighlightMs?: number | undefined;
}

export interface SportsbookModule {
  live: LiveModule;
  prematch: PrematchModule;
  odds: OddsStream;
  oddsFormat: OddsFormatModule;
  /** Every market of one event (match detail page). */
  eventMarkets: EventMarketsModule;
  /** The time zone rows are shown in (undefined: the runtime's); "today" is its day. */
  timeZone: string | undefined;
}

/** Live and prematch feeds, favorites, the odds stream and the odds format, for one site. */
export function createSportsbook(deps: SportsbookDeps): SportsbookModule {
  const odds = createOddsStream({
    clock: deps.clock,
    subscribeOddChanges: deps.subscribeOddChanges,
    onReconnected: deps.onReconnected,
    highlightMs: deps.oddHighlightMs,
  });
  const syncRates = odds.syncRates;
  const live = createLive({
    http: deps.http,
    clock: deps.clock,
    storage: deps.storage,
    syncRates,
    $locale: deps.$locale,
  });
  const prematch = createPrematch({
    http: deps.http,
    clock: deps.clock,
    storage: deps.storage,
    syncRates,
    $locale: deps.$locale,
    timeZone: deps.timeZone,
    topLeagueIds: deps.topLeagueIds,
  });

  // Pushes missed while the link was down: reload what holds the watched odds.
  const liveWatched = watchedFlag(live.$liveFeed);
  odds.on('resync', () => {
    if (liveWatched()) void live.refresh();
    void prematch.refreshSelected();
  });

  return {
    live,
    prematch,
    odds,
    oddsFormat: createOddsFormat({ storage: deps.storage, $locale: deps.$locale }),
    eventMarkets: createEventMarkets({
      http: deps.http,
      syncRates,
      $locale: deps.$locale,
      timeZone: deps.timeZone,
    }),
    timeZone: deps.timeZone,
  };
}
