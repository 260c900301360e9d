// Sportsbook: live and prematch feeds, favorites, the odds stream and odds formats.

export {
  type BetcoFrame,
  betcoFrame,
} from './betco';
export type { CompetitionSelection, CompetitionSelectionEvents } from './competition-selection';
export {
  createSportsbook,
  type SportsbookDeps,
  type SportsbookModule,
} from './create-sportsbook';
export {
  createEventMarkets,
  type EventMarket,
  type EventMarketsModule,
  type EventMarketsState,
  type MarketGroup,
  type MarketOdd,
} from './event-markets';
export type {
  FeedEvent,
  LiveCategory,
  LiveFeedEvent,
  LiveLeagueFeed,
  LiveResult,
  PrematchSportFeed,
  SearchResultFeed,
} from './feed.schemas';
export {
  type HourFilterModule,
  isHourFilter,
} from './hour-filter';
export type { KickoffText } from './kickoff';
export {
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
export {
  type LiveHighlight,
  type LiveHighlightsState,
  liveHighlightsOf,
} from './live-highlights';
export { endOfLocalDay } from './local-day';
export {
  americanToDecimal,
  decimalToAmerican,
  decimalToFractional,
  type Fraction,
  formatOdds,
  fractionalToDecimal,
  isPlausibleOdds,
  ODDS_FORMATS,
  ODDS_RANGE,
  type OddsFormat,
  type OddsRange,
  TOTAL_ODDS_RANGE,
} from './odds-format';
export type { OddsFormatModule } from './odds-format.store';
export {
  createOddsStream,
  ODD_HIGHLIGHT_MS,
  type OddsStream,
  type OddsStreamDeps,
} from './odds-stream';
export type {
  OddChangesHandler,
  OddDirection,
  OddRate,
  OddState,
} from './odds-stream.types';
export type {
  CategoryTreeState,
  PrematchDeps,
  PrematchModule,
} from './prematch.store';
export type {
  CompetitionRef,
  EventMarkets,
  FavoriteCompetition,
  FavoritePrematchEvent,
  OddCell,
  PopularCompetition,
  PrematchCompetitionNode,
  PrematchEventRow,
  PrematchGroupNode,
  PrematchMarket,
  PrematchSportNode,
  SelectedCompetition,
  TeamSearchRow,
} from './prematch.types';
export {
  type PeriodKind,
  type Scoreboard,
  type ScoreColumn,
  type ScoreKind,
  scoreboardOf,
} from './scoreboard';
export {
  HOUR_FILTERS,
  type HourFilter,
  LIVE_NARROW_BREAKPOINT_PX,
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
export {
  type TodayMatches,
  type TodayMatchesDeps,
  type TodayMatchesSite,
  type TodayMatchesState,
  type TodaySport,
  todayMatchesOf,
  todayWindowHour,
} from './today-matches';
export {
  DEFAULT_TOP_LEAGUE_IDS,
  TOP_LEAGUE_KEYS,
  type TopLeagueConfig,
  type TopLeagueKey,
  type TopLeagueView,
} from './top-leagues';
export { todayRows, upcomingRows } from './upcoming';
