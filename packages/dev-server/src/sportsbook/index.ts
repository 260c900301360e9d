export { BetStatus, type ForcedSettlement, type PlacedBet } from './bets/bet-book';
export {
  BET_SETTLED_COMMAND,
  type BetSettledMessage,
  pushBetSettled,
  type SettledStatus,
} from './bets/bet-settled';
export { TOP_LEAGUE_IDS } from './catalog/competitions';
export { SPORT_IDS } from './catalog/sports';
export {
  createSportsbookRoutes,
  type SportsbookControl,
  type SportsbookRoutes,
} from './create-sportsbook-routes';
export type { Locale, Localized } from './kit/localized';
export type { OddChange, OddsSimulator } from './simulator/odds-simulator';
export type {
  Identity,
  NotificationKind,
  SportsbookDeps,
  SportsbookOptions,
} from './sportsbook.deps';
export type { SportsbookApp, SportsbookEnv } from './sportsbook.env';
export type { SportsbookRenames } from './world/rename';
