// Sportsbook: live and prematch feeds, favorites, the odds stream and odds formats.

export { type BetcoFrame, betcoFrame } from './betco';
export type { CompetitionSelection, CompetitionSelectionEvents } from './competition-selection';
export { createSportsbook, type Sportsbook, type SportsbookDeps } from './create-sportsbook';
export {
  createEventMarkets,
  type EventMarket,
  type EventMarketsModule,
  type EventMarketsState,
  eventMarketsSchema,
  groupRates,
  type MarketGroup,
  type MarketOdd,
} from './event-markets';
export { marketCells, marketRates, toEventRow } from './event-row';
export type {
  FeedEvent,
  LiveCategory,
  LiveFeedEvent,
  LiveLeagueFeed,
  LiveResult,
  PrematchSportFeed,
  SearchResultFeed,
} from './feed.schemas';
export { type HourFilterModule, isHourFilter } from './hour-filter';
export { formatKickoff, type KickoffText, parseUtcStamp } from './kickoff';
export {
  createLive,
  isLiveWidgetCategory,
  type LiveDeps,
  type LiveFeedState,
  type LiveModule,
  type LiveSportFeed,
} from './live.store';
export type {
  LiveEventView,
  LiveFavorite,
  LiveFavoriteView,
  LiveLeagueView,
  LiveSportView,
} from './live.types';
export type { Accordion, AccordionState } from './live-accordion';
export { parseScore, scoreOf, toLiveEventView } from './live-event';
export { liveFavoriteSchema } from './live-favorites';
export {
  americanToDecimal,
  decimalToAmerican,
  decimalToFractional,
  type Fraction,
  formatOdds,
  fractionalToDecimal,
  isValidDecimalOdds,
  NO_ODDS_TEXT,
  ODDS_FORMATS,
  type OddsFormat,
  toRational,
} from './odds-format';
export { createOddsFormat, type OddsFormatModule } from './odds-format.store';
export {
  createOddsStream,
  ODD_HIGHLIGHT_MS,
  ODD_RELEASE_DELAY_MS,
  type OddsStream,
  type OddsStreamDeps,
} from './odds-stream';
export {
  type OddChangesHandler,
  type OddDirection,
  type OddRate,
  type OddState,
  oddChangeBatchSchema,
  oddChangeSchema,
} from './odds-stream.types';
export {
  type CategoryTreeState,
  createPrematch,
  type PrematchDeps,
  type PrematchModule,
  toCategoryTree,
} from './prematch.store';
export type {
  CompetitionRef,
  EventMarkets,
  FavoriteCompetition,
  FavoritePrematchEvent,
  OddCell,
  PrematchCompetitionNode,
  PrematchEventRow,
  PrematchGroupNode,
  PrematchMarket,
  PrematchSportNode,
  SelectedCompetition,
  TeamSearchRow,
} from './prematch.types';
export { favoriteCompetitionSchema, favoritePrematchEventSchema } from './prematch-favorites';
export {
  type PeriodKind,
  type Scoreboard,
  type ScoreColumn,
  type ScoreKind,
  scoreboardOf,
} from './scoreboard';
export {
  COMPETITION_EVENTS_TAKE,
  HIDDEN_LIVE_SPORT_IDS,
  HOUR_FILTERS,
  type HourFilter,
  LIVE_EVENTS_TAKE,
  LIVE_NARROW_BREAKPOINT_PX,
  LIVE_REFRESH_MS,
  LIVE_WIDGET_CATEGORY_IDS,
  SPORTSBOOK_STORAGE_KEYS,
  TEAM_SEARCH_DEBOUNCE_MS,
  TEAM_SEARCH_MIN_LENGTH,
} from './sportsbook.constants';
export {
  isNarrowLive,
  liveEntryRoute,
  liveEventRoute,
  prematchDetailRoute,
  SPORTSBOOK_ROUTES,
  upcomingRoute,
} from './sportsbook.routes';
export type { TeamSearch, TeamSearchState } from './team-search';
export { foldText, matchesTeams } from './text-fold';
export {
  DEFAULT_TOP_LEAGUE_IDS,
  TOP_LEAGUE_KEYS,
  type TopLeagueConfig,
  type TopLeagueKey,
  type TopLeagueView,
  topLeagueConfig,
  topLeagueViews,
} from './top-leagues';
export { upcomingRows } from './upcoming';
