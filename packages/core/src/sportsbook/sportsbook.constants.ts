/** Spec 001 §9 and §7: the sportsbook's fixed numbers and storage keys. */

/** `feed/livecategorylist` is fetched again every 60 s while the live panel is shown. */
export const LIVE_REFRESH_MS = 60_000;
/** `feed/liveeventlist` page: skip 0, take 200. */
export const LIVE_EVENTS_TAKE = 200;
/** `feed/eventlist` page of a selected competition: skip 0, take 100. */
export const COMPETITION_EVENTS_TAKE = 100;
/** Team search waits 1.5 s after the last keystroke. */
export const TEAM_SEARCH_DEBOUNCE_MS = 1500;
/**
 * Shorter terms are not sent. Choice where the spec is silent: the server refuses them
 * ("Enter at least 2 characters"), so sending them would only produce an error.
 */
export const TEAM_SEARCH_MIN_LENGTH = 2;
/** Prematch time filters in hours; `null` is "All". */
export const HOUR_FILTERS = [6, 12, 24, 48] as const;
export type HourFilter = (typeof HOUR_FILTERS)[number] | null;
/** Sports never shown on the live panel (virtual and e-football). */
export const HIDDEN_LIVE_SPORT_IDS: readonly number[] = [35, 11];
/** The live widget is shown only while the active live category is one of these. */
export const LIVE_WIDGET_CATEGORY_IDS: readonly number[] = [1, 2, 3, 4, 5, 6];
/** Below this viewport width live betting uses the overview route. */
export const LIVE_NARROW_BREAKPOINT_PX = 1100;

/** Local storage keys of spec 001 §7 (plus the odds format, which the spec does not name). */
export const SPORTSBOOK_STORAGE_KEYS = {
  liveFavorites: 'sb_live_favorite_events',
  competitionFavorites: 'sb_favorite_competitions',
  prematchEventFavorites: 'sb_prematch_favorite_events',
  hourFilter: 'filterbyhour',
  oddsFormat: 'oddsFormat',
} as const;

/**
 * Today's matches (choices where the spec is silent, docs/sportsbook-prematch.md): the list
 * drops kicked-off matches every minute without a request, loads again every 10 minutes while
 * shown (odds move by pushes meanwhile; a reload is a tree and one call per competition), and
 * asks for at most 4 competitions at a time (a browser opens about 6 connections per host).
 */
export const TODAY_TICK_MS = 60_000;
export const TODAY_RELOAD_MS = 600_000;
export const TODAY_LOAD_CONCURRENCY = 4;
