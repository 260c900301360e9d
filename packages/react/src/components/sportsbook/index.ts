// The sportsbook screens of spec 001 §2 over @site/core's sportsbook and bet slip.
export { BetSlipPanel } from './bet-slip-panel';
export { BetSlipSheet } from './bet-slip-sheet';
export { BetcoScreen, type BetcoScreenProps } from './betco-screen';
export { CashoutControl } from './cashout/cashout-control';
export { CashoutHistory, type CashoutRecord } from './cashout/cashout-history';
export { EventRow, type EventRowData, type EventRowProps } from './event-row';
export { LiveEventList } from './live-event-list';
export { LiveEventPage } from './live-event-view';
export { LiveFeedStatus } from './live-feed-status';
export { LiveNowStrip } from './live-now-strip';
export { LivePanel } from './live-panel';
export { MatchCard, type MatchCardProps } from './match-card';
export { MatchDetail } from './match-detail';
export { MyBetsList } from './my-bets-list';
export { OddsAnnouncer } from './odds-announcer';
export { OddsButton, type OddsButtonProps } from './odds-button';
export { PopularMatchCards } from './popular-match-cards';
export { PrematchHome } from './prematch-home';
export { PrematchPanel } from './prematch-panel';
export { SelectedCompetitions } from './selected-competitions';
export { SPORTS_BANNER_PROPS } from './sports-banner-props';
export { SportsbookLayout, type SportsbookLayoutProps } from './sportsbook-layout';
export {
  LiveEventScreen,
  LiveOverviewScreen,
  MatchDetailScreen,
  PrematchScreen,
  UpcomingScreen,
} from './sportsbook-screens';
export { TodayMatches } from './today-matches';
