import { atom, computed, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { Clock, KeyValueStorage } from '../kernel/env/ports';
import { type SiteError, toSiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';
import type { LoadState } from '../kernel/load/load-state';
import { refreshWhileWatched, reloadWhenWatchedAgain } from '../kernel/load/while-watched';
import type { DeepReadonly } from '../kernel/types/deep-readonly';
import { marketRates } from './event-row';
import { type LiveCategory, liveCategorySchema, liveLeagueSchema } from './feed.schemas';
import type {
  LiveEventView,
  LiveFavorite,
  LiveFavoriteView,
  LiveLeagueView,
  LiveSportView,
} from './live.types';
import { createAccordion } from './live-accordion';
import { toLiveEventView } from './live-event';
import { createLiveFavorites } from './live-favorites';
import type { OddRate } from './odds-stream.types';
import {
  HIDDEN_LIVE_SPORT_IDS,
  LIVE_EVENTS_TAKE,
  LIVE_REFRESH_MS,
  LIVE_WIDGET_CATEGORY_IDS,
} from './sportsbook.constants';
import { foldText } from './text-fold';

export interface LiveSportFeed {
  id: number;
  name: string;
  sort: number;
  count: number;
  leagues: {
    groupName: string;
    /** The flag code the feed gave (extension); a league made without one shows a globe. */
    countryCode?: string | null;
    competitionId: number | null;
    events: LiveEventView[];
  }[];
  /** The sport's event list failed: shown empty (spec 001 §8), its favorites are kept. */
  failed: boolean;
}

/**
 * `failed`: nothing could be loaded (the categories failed with no earlier list, or every
 * sport's list failed). The empty list is then not "no live matches": show a failure with a
 * retry. A refresh that fails with a list shown keeps it `ready`.
 */
export interface LiveFeedState extends LoadState {
  sports: LiveSportFeed[];
  /** clock.now() of the last completed refresh. */
  loadedAt: number | null;
}

export interface LiveDeps {
  http: HttpClient;
  clock: Clock;
  storage: KeyValueStorage;
  /** Receives the rates of every listed event, for the odds that are watched. */
  syncRates?: ((rates: Iterable<OddRate>) => void) | undefined;
  /** While the feed is watched, a language change loads it again (names are localised). */
  $locale?: ReadableAtom<string>;
}

export interface LiveModule {
  /** The raw feed; watching it (or anything derived) starts the 60 s refresh. */
  $liveFeed: ReadableAtom<LiveFeedState>;
  /** Sports > leagues > events as shown: hidden sports out, search applied, open flags set. */
  $liveSports: ReadableAtom<LiveSportView[]>;
  /**
   * `$liveSports` of one sport (the overview page of `/spor/live/overview/{sportId}`); all
   * sports for null. A store per call: keep the one you subscribe to.
   */
  liveSportsOf(sportId: number | null): ReadableAtom<LiveSportView[]>;
  /** Every shown event in panel order. */
  $visibleEvents: ReadableAtom<LiveEventView[]>;
  $search: ReadableAtom<string>;
  /** Filters by home or away team, case-insensitive and Turkish-safe. */
  setSearch(text: string): void;
  $allOpen: ReadableAtom<boolean>;
  /** The eye toggle: open or close every sport and league group. */
  toggleAll(): void;
  toggleGroup(key: string): void;
  $liveFavorites: ReadableAtom<readonly LiveFavorite[]>;
  /** Favorites with their live score and period while the event is listed. */
  $favoriteLiveEvents: ReadableAtom<LiveFavoriteView[]>;
  toggleLiveFavorite(event: DeepReadonly<LiveEventView> | DeepReadonly<LiveFavorite>): boolean;
  isLiveFavorite(eventId: number): boolean;
  /** The id the route asked for; replaced by the first visible event when it disappears. */
  $activeEventId: ReadableAtom<number | null>;
  setActiveEvent(eventId: number | null): void;
  /** The active event, else the first visible one. */
  $activeEvent: ReadableAtom<LiveEventView | null>;
  /** The live active category: the active event's sport. */
  $activeCategoryId: ReadableAtom<number | null>;
  /** The live widget shows only for active categories 1–6. */
  $liveWidgetVisible: ReadableAtom<boolean>;
  /** Loads categories and every shown sport's events now (shared while one runs). */
  refresh(): Promise<void>;
}

const sportKey = (sportId: number) => `sport:${sportId}`;
const leagueKey = (sportId: number, groupName: string) => `league:${sportId}:${groupName}`;

export function isLiveWidgetCategory(categoryId: number | null | undefined): boolean {
  return (
    categoryId !== null && categoryId !== undefined && LIVE_WIDGET_CATEGORY_IDS.includes(categoryId)
  );
}

export function createLive(deps: LiveDeps): LiveModule {
  const { http, clock } = deps;
  const $liveFeed = atom<LiveFeedState>({
    status: 'idle',
    sports: [],
    loadedAt: null,
  });
  const $search = atom('');
  const accordion = createAccordion(true);
  const favorites = createLiveFavorites(deps.storage);
  const $activeEventId = atom<number | null>(null);
  // The running refresh and the language it asked in (feed names are localised).
  let inFlight: { locale: string | undefined; promise: Promise<void> } | undefined;
  let generation = 0;

  async function loadCategories(errors: SiteError[]): Promise<LiveCategory[] | null> {
    try {
      const { data } = await http.get('feed/livecategorylist', {
        base: 'sportsbook',
        schema: v.array(liveCategorySchema),
      });
      return data;
    } catch (error) {
      errors.push(toSiteError(error));
      return null; // keep the last list: a failed refresh must not empty the panel
    }
  }

  async function loadSport(
    { id, name, sort, count }: LiveCategory,
    errors: SiteError[],
  ): Promise<LiveSportFeed> {
    const sport = { id, name, sort, count };
    try {
      const { data } = await http.post(
        'feed/liveeventlist',
        { sportId: id, skip: 0, take: LIVE_EVENTS_TAKE },
        { base: 'sportsbook', schema: v.array(liveLeagueSchema) },
      );
      const leagues = data.map((league) => ({
        groupName: league.groupName,
        countryCode: league.countryCode,
        competitionId: league.competitionId,
        events: league.events.map((event) => toLiveEventView(event, league.groupName)),
      }));
      deps.syncRates?.(data.flatMap((league) => league.events.flatMap(marketRates)));
      return { ...sport, leagues, failed: false };
    } catch (error) {
      errors.push(toSiteError(error));
      // Spec 001 §8: a failed live event list gives an empty list.
      return { ...sport, leagues: [], failed: true };
    }
  }

  async function runRefresh(run: number): Promise<void> {
    const previous = $liveFeed.get();
    // A retry after a failure shows loading again, not the failure.
    if (previous.status === 'idle' || previous.status === 'failed')
      $liveFeed.set({ ...previous, status: 'loading' });
    const errors: SiteError[] = [];
    const categories = await loadCategories(errors);
    // A newer refresh (another language) owns the panel: this answer is dropped.
    if (run !== generation) return inFlight?.promise;
    // loadSport reads only the category fields of an earlier sport.
    const offered = categories ?? previous.sports;
    const shown = offered.filter((category) => !HIDDEN_LIVE_SPORT_IDS.includes(category.id));
    const sports = (await Promise.all(shown.map((category) => loadSport(category, errors)))).sort(
      (a, b) => a.sort - b.sort,
    );
    if (run !== generation) return inFlight?.promise;
    const failed =
      (categories === null && previous.sports.length === 0) ||
      (sports.length > 0 && sports.every((sport) => sport.failed));
    $liveFeed.set(
      failed
        ? { status: 'failed', sports, loadedAt: clock.now(), error: errors[0] }
        : { status: 'ready', sports, loadedAt: clock.now() },
    );
    pruneFavorites(sports, categories !== null);
    keepActiveEvent(sports);
  }

  // Spec 001 §4: favorites whose event left the feed go on each refresh. A sport whose list
  // failed says nothing about its events, so its favorites stay until a list answers.
  function pruneFavorites(sports: LiveSportFeed[], categoriesKnown: boolean): void {
    const bySport = new Map(sports.map((sport) => [sport.id, sport]));
    const listed = new Set<number>();
    for (const sport of sports)
      for (const league of sport.leagues) for (const event of league.events) listed.add(event.id);
    favorites.prune((favorite) => {
      const sport = bySport.get(favorite.sportId);
      if (!sport) return !categoriesKnown;
      return sport.failed || listed.has(favorite.eventId);
    });
  }

  function keepActiveEvent(sports: LiveSportFeed[]): void {
    const active = $activeEventId.get();
    if (active === null) return;
    const stillListed = sports.some((sport) =>
      sport.leagues.some((league) => league.events.some((event) => event.id === active)),
    );
    if (!stillListed) $activeEventId.set($visibleEvents.get()[0]?.id ?? null);
  }

  /** One refresh at a time per language: a change of language mid-load starts a new one. */
  function refresh(): Promise<void> {
    const locale = deps.$locale?.get();
    if (inFlight && inFlight.locale === locale) return inFlight.promise;
    const run = ++generation;
    const promise = runRefresh(run).finally(() => {
      if (run === generation) inFlight = undefined;
    });
    inFlight = { locale, promise };
    return promise;
  }

  // Polling runs only while something shows the live feed.
  refreshWhileWatched($liveFeed, refresh, {
    inputs: [deps.$locale],
    every: { clock, ms: LIVE_REFRESH_MS },
  });

  const $liveSports = computed(
    [$liveFeed, $search, accordion.$accordion],
    (feed, search, state) => {
      const needle = foldText(search);
      const views: LiveSportView[] = [];
      for (const sport of feed.sports) {
        const leagues: LiveLeagueView[] = [];
        for (const league of sport.leagues) {
          const events = needle
            ? league.events.filter(
                (event) =>
                  foldText(event.homeName).includes(needle) ||
                  foldText(event.awayName).includes(needle),
              )
            : league.events;
          if (needle && events.length === 0) continue;
          const key = leagueKey(sport.id, league.groupName);
          leagues.push({
            key,
            groupName: league.groupName,
            countryCode: league.countryCode ?? null,
            competitionId: league.competitionId,
            events,
            open: accordion.isOpen(state, key),
          });
        }
        if (needle && leagues.length === 0) continue;
        const key = sportKey(sport.id);
        views.push({
          key,
          id: sport.id,
          name: sport.name,
          sort: sport.sort,
          visibleCount: leagues.reduce((sum, league) => sum + league.events.length, 0),
          leagues,
          open: accordion.isOpen(state, key),
        });
      }
      return views;
    },
  );

  const $visibleEvents = computed($liveSports, (sports) =>
    sports.flatMap((sport) => sport.leagues.flatMap((league) => league.events)),
  );

  const $eventsById = computed($liveFeed, (feed) => {
    const byId = new Map<number, LiveEventView>();
    for (const sport of feed.sports)
      for (const league of sport.leagues)
        for (const event of league.events) byId.set(event.id, event);
    return byId;
  });

  const $activeEvent = computed(
    [$activeEventId, $eventsById, $visibleEvents],
    (id, byId, visible) => (id === null ? undefined : byId.get(id)) ?? visible[0] ?? null,
  );
  const $activeCategoryId = computed($activeEvent, (event) => event?.sportId ?? null);

  // Back on a live screen after a failure: ask again now, not at the next 60 s poll.
  reloadWhenWatchedAgain(
    [$liveFeed, $liveSports, $visibleEvents, $activeEvent],
    () => $liveFeed.value?.status === 'failed',
    refresh,
  );

  return {
    $liveFeed,
    $liveSports,
    liveSportsOf: (sportId) =>
      sportId
        ? computed($liveSports, (sports) => sports.filter((sport) => sport.id === sportId))
        : $liveSports,
    $visibleEvents,
    $search,
    setSearch: (text) => $search.set(text),
    $allOpen: computed(accordion.$accordion, (state) => state.allOpen),
    toggleAll: accordion.toggleAll,
    toggleGroup: accordion.toggleGroup,
    $liveFavorites: favorites.$items,
    $favoriteLiveEvents: computed([favorites.$items, $eventsById], (items, byId) =>
      items.map((favorite) => ({ favorite, event: byId.get(favorite.eventId) ?? null })),
    ),
    toggleLiveFavorite(event) {
      const favorite: LiveFavorite =
        'eventId' in event
          ? event
          : {
              eventId: event.id,
              sportId: event.sportId,
              groupName: event.groupName,
              homeName: event.homeName,
              awayName: event.awayName,
            };
      return favorites.toggle(favorite);
    },
    isLiveFavorite: favorites.has,
    $activeEventId,
    setActiveEvent: (eventId) => $activeEventId.set(eventId),
    $activeEvent,
    $activeCategoryId,
    $liveWidgetVisible: computed($activeCategoryId, isLiveWidgetCategory),
    refresh,
  };
}
