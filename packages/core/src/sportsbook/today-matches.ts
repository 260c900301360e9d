import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { Clock } from '../kernel/env/ports';
import { toSiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';
import type { LoadState } from '../kernel/load/load-state';
import { watchedFlag } from '../kernel/load/watched';
import { refreshWhileWatched } from '../kernel/load/while-watched';
import type { SportsbookModule } from './create-sportsbook';
import { marketRates, toEventRow } from './event-row';
import { competitionEventsSchema, prematchSportSchema } from './feed.schemas';
import { endOfLocalDay } from './local-day';
import type { OddsStream } from './odds-stream';
import type { OddRate } from './odds-stream.types';
import type { PrematchEventRow, PrematchSportNode } from './prematch.types';
import { toCategoryTree } from './prematch-tree';
import {
  COMPETITION_EVENTS_TAKE,
  HOUR_FILTERS,
  TODAY_LOAD_CONCURRENCY,
  TODAY_RELOAD_MS,
  TODAY_TICK_MS,
} from './sportsbook.constants';
import { todayRows } from './upcoming';

const HOUR_MS = 3_600_000;

/** A sport tab of today's matches. */
export interface TodaySport {
  id: number;
  name: string;
}

/** `failed`: nothing could be loaded (a failed reload keeps the rows it had: `ready`). */
export interface TodayMatchesState extends LoadState {
  /** Sports with matches before the day ends, by `sort`: the tabs. */
  sports: TodaySport[];
  /** The chosen tab (the first sport until one is chosen). */
  sportId: number | null;
  /** The chosen sport's matches from now until the end of the local day, soonest first. */
  rows: PrematchEventRow[];
  /** When the local day ends (epoch ms): the list runs up to here. */
  until: number;
}

export interface TodayMatches {
  /** Today's matches; loads while watched, drops kicked-off matches each minute. */
  $todayMatches: ReadableAtom<TodayMatchesState>;
  /** Chooses a sport tab and loads its matches. */
  selectTodaySport(sportId: number): void;
  /** Loads the sports and the chosen sport's matches again (the retry of a failed list). */
  refreshTodayMatches(): Promise<void>;
}

export interface TodayMatchesDeps {
  http: HttpClient;
  clock: Clock;
  timeZone?: string | undefined;
  syncRates?: ((rates: Iterable<OddRate>) => void) | undefined;
  $locale?: ReadableAtom<string> | undefined;
  /** The odds stream's resync (after a reconnect): pushes were missed, the shown list reloads. */
  odds?: Pick<OddsStream, 'on'> | undefined;
}

/**
 * The smallest time filter of `feed/categorylist` that reaches the end of the day: at 20:00 the
 * 6-hour tree names the few competitions still to play, in the morning the 24-hour one.
 */
export function todayWindowHour(msLeft: number): number | null {
  return HOUR_FILTERS.find((hour) => hour * HOUR_MS >= msLeft) ?? null;
}

interface Loaded extends LoadState {
  sports: TodaySport[];
  sportId: number | null;
  /** The chosen sport's events in the tree's window (trimmed to today when derived). */
  events: PrematchEventRow[];
  until: number;
}

/** Runs `task` over `items`, at most `limit` at a time; resolves with every outcome in order. */
async function settleLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index] as T) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Today's matches of the prematch home, built from the spec's own calls (the spec has no
 * "today" call, and an operator's server may offer nothing beyond it): `feed/categorylist`
 * with the smallest hour filter that reaches midnight names the sports and competitions, then
 * `feed/eventlist` (take 100) of each competition of the chosen sport, a few at a time.
 */
export function createTodayMatches(deps: TodayMatchesDeps): TodayMatches {
  const { http, clock } = deps;
  const $loaded = atom<Loaded>({ status: 'idle', sports: [], sportId: null, events: [], until: 0 });
  const $now = atom(clock.now());
  // The sports tree of the last load, and the latest request: an older answer is dropped.
  let tree: PrematchSportNode[] = [];
  let request = 0;

  const patch = (change: Partial<Loaded>) => $loaded.set({ ...$loaded.get(), ...change });

  async function loadSport(sportId: number, current: number): Promise<void> {
    const competitions =
      tree.find((sport) => sport.id === sportId)?.groups.flatMap((group) => group.competitions) ??
      [];
    const outcomes = await settleLimited(competitions, TODAY_LOAD_CONCURRENCY, (competition) =>
      http.post(
        'feed/eventlist',
        { sportId, competitionId: competition.id, skip: 0, take: COMPETITION_EVENTS_TAKE },
        { base: 'sportsbook', schema: competitionEventsSchema },
      ),
    );
    if (current !== request) return;
    const answered = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value.data] : [],
    );
    if (competitions.length > 0 && answered.length === 0) {
      // Every call failed: keep what is shown, else say so (the UI offers a retry).
      const first = outcomes.find((outcome) => outcome.status === 'rejected');
      if ($loaded.get().status !== 'ready' || $loaded.get().sportId !== sportId)
        patch({ status: 'failed', events: [], error: toSiteError(first?.reason) });
      return;
    }
    const events = answered.flat().flatMap((group) => group.events);
    deps.syncRates?.(events.flatMap(marketRates));
    patch({
      status: 'ready',
      error: undefined,
      events: events.map((event) => toEventRow(event, deps.timeZone)),
    });
  }

  async function refreshTodayMatches(): Promise<void> {
    const current = ++request;
    const now = clock.now();
    const until = endOfLocalDay(now, deps.timeZone);
    $now.set(now);
    if ($loaded.get().status !== 'ready') patch({ status: 'loading' });
    try {
      const { data } = await http.get('feed/categorylist', {
        base: 'sportsbook',
        schema: v.array(prematchSportSchema),
        query: { hour: todayWindowHour(until - now) ?? undefined },
      });
      if (current !== request) return;
      tree = toCategoryTree(data);
    } catch (error) {
      if (current !== request) return;
      if ($loaded.get().status !== 'ready')
        patch({ status: 'failed', events: [], error: toSiteError(error) });
      return;
    }
    const sports = tree.map((sport) => ({ id: sport.id, name: sport.name }));
    const chosen = $loaded.get().sportId;
    const sportId = sports.some((sport) => sport.id === chosen) ? chosen : (sports[0]?.id ?? null);
    patch({ sports, sportId, until });
    if (sportId === null) patch({ status: 'ready', events: [], error: undefined });
    else await loadSport(sportId, current);
  }

  function selectTodaySport(sportId: number): void {
    if ($loaded.get().sportId === sportId) return;
    const current = ++request;
    patch({ sportId, status: 'loading', events: [] });
    void loadSport(sportId, current);
  }

  refreshWhileWatched($loaded, refreshTodayMatches, {
    inputs: [deps.$locale],
    every: { clock, ms: TODAY_RELOAD_MS },
    onStop: () => {
      request++;
    },
  });
  // Each minute: matches that kicked off leave the list; at midnight the next day loads.
  onMount($loaded, () => {
    const timer = clock.setInterval(() => {
      const now = clock.now();
      $now.set(now);
      const { until, status } = $loaded.get();
      if (status === 'ready' && now >= until) void refreshTodayMatches();
    }, TODAY_TICK_MS);
    return () => clock.clearInterval(timer);
  });

  const watched = watchedFlag($loaded);
  deps.odds?.on('resync', () => {
    if (watched()) void refreshTodayMatches();
  });

  return {
    $todayMatches: computed([$loaded, $now], (loaded, now) => ({
      status: loaded.status,
      error: loaded.error,
      sports: loaded.sports,
      sportId: loaded.sportId,
      rows: todayRows([loaded.events], now, deps.timeZone),
      until: loaded.until,
    })),
    selectTodaySport,
    refreshTodayMatches,
  };
}

/** What `todayMatchesOf` needs of a site: a kernel with the sportsbook module. */
export interface TodayMatchesSite {
  http: HttpClient;
  env: { clock: Clock };
  i18n: { $locale: ReadableAtom<string> };
  sportsbook: Pick<SportsbookModule, 'odds' | 'timeZone'>;
}

const bySite = new WeakMap<object, TodayMatches>();

/**
 * The site's today's matches, created on first use and kept as long as the site (keyed by the
 * site object, so nothing is shared between sites or server renders). Not built by
 * `sportsbookModule`: a sportsbook site that never shows the list does not ship it.
 */
export function todayMatchesOf(site: TodayMatchesSite): TodayMatches {
  let today = bySite.get(site);
  if (!today) {
    today = createTodayMatches({
      http: site.http,
      clock: site.env.clock,
      timeZone: site.sportsbook.timeZone,
      syncRates: site.sportsbook.odds.syncRates,
      odds: site.sportsbook.odds,
      $locale: site.i18n.$locale,
    });
    bySite.set(site, today);
  }
  return today;
}
