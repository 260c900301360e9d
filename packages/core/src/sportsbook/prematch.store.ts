import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import type { Clock, KeyValueStorage } from '../kernel/env/ports';
import { toSiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';
import type { LoadState, LoadStatus } from '../kernel/load/load-state';
import { refreshWhileWatched } from '../kernel/load/while-watched';
import { type CompetitionSelection, createCompetitionSelection } from './competition-selection';
import { marketRates, toEventRow } from './event-row';
import { feedEventSchema, popularCompetitionSchema, prematchSportSchema } from './feed.schemas';
import { createHourFilter, type HourFilterModule } from './hour-filter';
import type { OddRate } from './odds-stream.types';
import type {
  CompetitionRef,
  FavoriteCompetition,
  FavoritePrematchEvent,
  PopularCompetition,
  PrematchCompetitionNode,
  PrematchEventRow,
  PrematchMarket,
  PrematchSportNode,
} from './prematch.types';
import { createCompetitionFavorites, createPrematchEventFavorites } from './prematch-favorites';
import { busiestCompetitions, toCategoryTree } from './prematch-tree';
import { createTeamSearch, type TeamSearch } from './team-search';
import {
  type TopLeagueKey,
  type TopLeagueView,
  topLeagueConfig,
  topLeagueViews,
} from './top-leagues';

/** `failed` only when nothing was shown yet (spec 001 §8: the UI shows the empty tree). */
export interface CategoryTreeState extends LoadState {
  /** The filter the sports were loaded with (null = All). */
  hour: number | null;
  sports: PrematchSportNode[];
}

export interface PrematchDeps {
  http: HttpClient;
  clock: Clock;
  storage: KeyValueStorage;
  /** Competition ids of the Top Leagues shortcuts; the rest keep the dev server's. */
  topLeagueIds?: Partial<Record<TopLeagueKey, number>> | undefined;
  /** Time zone for dates and times of rows; default the runtime's. */
  timeZone?: string | undefined;
  syncRates?: ((rates: Iterable<OddRate>) => void) | undefined;
  /** While the tree is watched, a language change loads it again (names are localised). */
  $locale?: ReadableAtom<string>;
}

export interface PrematchModule extends HourFilterModule, CompetitionSelection, TeamSearch {
  /** The sport > group > competition tree of the hour filter; loads while watched. */
  $categoryTree: ReadableAtom<CategoryTreeState>;
  /** Loads the tree again (failures are ignored: the last tree stays). */
  refreshCategories(): Promise<void>;
  /**
   * The busiest competitions of the current tree (most matches first, at most 12): the
   * upcoming page's competition tiles.
   */
  $busiestCompetitions: ReadableAtom<PrematchCompetitionNode[]>;
  /** The 11 fixed shortcuts with their counts in the current tree. */
  $topLeagues: ReadableAtom<TopLeagueView[]>;
  $favoriteCompetitions: ReadableAtom<readonly FavoriteCompetition[]>;
  toggleFavoriteCompetition(competition: CompetitionRef & { count?: number }): boolean;
  isFavoriteCompetition(competitionId: number): boolean;
  $favoritePrematchEvents: ReadableAtom<readonly FavoritePrematchEvent[]>;
  $favoritePrematchEventIds: ReadableAtom<ReadonlySet<number>>;
  togglePrematchFavorite(event: PrematchEventRow | FavoritePrematchEvent): boolean;
  /** The mobile market selector: Match Result (1X2) or Total Goals (Under/Over). */
  $mobileMarket: ReadableAtom<PrematchMarket>;
  setMobileMarket(market: PrematchMarket): void;
  /** sportsbook/popularevents as rows; loads on first watch, failures ignored. */
  $popularEvents: ReadableAtom<PrematchEventRow[]>;
  /**
   * Where the popular events stand: `loading` until the first answer, then `ready`; `failed`
   * when the first load failed (a failed reload keeps the rows and stays `ready`). Spec 001 §8
   * keeps the failure silent (no toast); the screen shows a quiet state, not a skeleton forever.
   */
  $popularEventsStatus: ReadableAtom<LoadStatus>;
  /** sportsbook/popularcompetitions; loads on first watch, failures ignored. */
  $popularCompetitions: ReadableAtom<PopularCompetition[]>;
  loadPopularEvents(): Promise<void>;
  loadPopularCompetitions(): Promise<void>;
}

export function createPrematch(deps: PrematchDeps): PrematchModule {
  const { http } = deps;
  const hourFilter = createHourFilter(deps.storage);
  const competitionFavorites = createCompetitionFavorites(deps.storage);
  const eventFavorites = createPrematchEventFavorites(deps.storage);
  const selection = createCompetitionSelection({
    http,
    timeZone: deps.timeZone,
    syncRates: deps.syncRates,
  });
  const search = createTeamSearch({
    http,
    clock: deps.clock,
    timeZone: deps.timeZone,
  });
  const topLeagues = topLeagueConfig(deps.topLeagueIds);
  const $categoryTree = atom<CategoryTreeState>({ status: 'idle', hour: null, sports: [] });
  const $mobileMarket = atom<PrematchMarket>('matchResult');
  const $popularEvents = atom<PrematchEventRow[]>([]);
  const $popularEventsStatus = atom<LoadStatus>('loading');
  const $popularCompetitions = atom<PopularCompetition[]>([]);
  let treeRequest = 0;

  async function refreshCategories(): Promise<void> {
    const hour = hourFilter.$hourFilter.get();
    const request = ++treeRequest;
    if ($categoryTree.get().status === 'idle')
      $categoryTree.set({ ...$categoryTree.get(), status: 'loading' });
    try {
      const { data } = await http.get('feed/categorylist', {
        base: 'sportsbook',
        schema: v.array(prematchSportSchema),
        query: { hour: hour ?? undefined },
      });
      if (request !== treeRequest) return;
      const sports = toCategoryTree(data);
      $categoryTree.set({ status: 'ready', hour, sports });
      syncFavorites(sports, hour);
    } catch (error) {
      // Spec 001 §8: a category load failure is ignored; the last tree stays.
      if (request === treeRequest && $categoryTree.get().status === 'loading') {
        $categoryTree.set({ ...$categoryTree.get(), status: 'failed', error: toSiteError(error) });
      }
    }
  }

  // Favorite competitions no longer offered go (spec 001 §4). Only the unfiltered tree says
  // what is offered: a 6-hour window would otherwise delete every later league.
  function syncFavorites(sports: PrematchSportNode[], hour: number | null): void {
    const offered = new Map<number, number>();
    for (const sport of sports)
      for (const group of sport.groups)
        for (const competition of group.competitions)
          offered.set(competition.id, competition.count);
    if (hour === null)
      competitionFavorites.prune((favorite) => offered.has(favorite.competitionId));
    competitionFavorites.update((favorite) => {
      const count = offered.get(favorite.competitionId);
      return count === undefined || count === favorite.count ? favorite : { ...favorite, count };
    });
  }

  refreshWhileWatched($categoryTree, refreshCategories, {
    inputs: [hourFilter.$hourFilter, deps.$locale],
  });

  async function loadPopularEvents(): Promise<void> {
    if ($popularEventsStatus.get() === 'failed') $popularEventsStatus.set('loading');
    try {
      const { data } = await http.get('sportsbook/popularevents', {
        base: 'sportsbook',
        schema: v.array(feedEventSchema),
      });
      deps.syncRates?.(data.flatMap(marketRates));
      $popularEvents.set(data.map((event) => toEventRow(event, deps.timeZone)));
      $popularEventsStatus.set('ready');
    } catch {
      // Spec 001 §8: popular load failures are ignored (no toast); rows already shown stay.
      if ($popularEventsStatus.get() === 'loading') $popularEventsStatus.set('failed');
    }
  }

  async function loadPopularCompetitions(): Promise<void> {
    try {
      const { data } = await http.get('sportsbook/popularcompetitions', {
        base: 'sportsbook',
        schema: v.array(popularCompetitionSchema),
      });
      $popularCompetitions.set(data);
    } catch {
      // Spec 001 §8: popular load failures are ignored.
    }
  }

  onMount($popularEvents, () => void loadPopularEvents());
  onMount($popularCompetitions, () => void loadPopularCompetitions());

  return {
    ...hourFilter,
    ...selection,
    ...search,
    $categoryTree,
    $busiestCompetitions: computed($categoryTree, (tree) => busiestCompetitions(tree.sports)),
    refreshCategories,
    $topLeagues: computed($categoryTree, (tree) => topLeagueViews(topLeagues, tree.sports)),
    $favoriteCompetitions: competitionFavorites.$items,
    toggleFavoriteCompetition(competition) {
      return competitionFavorites.toggle({
        competitionId: competition.competitionId,
        sportId: competition.sportId,
        name: competition.name,
        groupName: competition.groupName ?? '',
        count: competition.count ?? 0,
      });
    },
    isFavoriteCompetition: competitionFavorites.has,
    $favoritePrematchEvents: eventFavorites.$items,
    $favoritePrematchEventIds: computed(
      eventFavorites.$items,
      (items) => new Set(items.map((item) => item.eventId)),
    ),
    togglePrematchFavorite(event) {
      const favorite: FavoritePrematchEvent =
        'eventId' in event
          ? event
          : {
              eventId: event.id,
              sportId: event.sportId,
              groupName: event.groupName,
              leagueName: event.competitionName,
              homeName: event.homeName,
              awayName: event.awayName,
              eventDate: event.kickoff === null ? '' : new Date(event.kickoff).toISOString(),
            };
      return eventFavorites.toggle(favorite);
    },
    $mobileMarket,
    setMobileMarket: (market) => $mobileMarket.set(market),
    $popularEvents,
    $popularEventsStatus,
    $popularCompetitions,
    loadPopularEvents,
    loadPopularCompetitions,
  };
}
