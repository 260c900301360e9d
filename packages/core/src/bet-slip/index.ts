export { BetStatus, BetType, PlatformCode, SelectionResult, WinOrBet } from '../bets/bet.enums';
// Bet slip: load, optimistic toggles, modes, stakes, calculation, placing, live tracker.

export type { BetSlipActionDeps, BetSlipActions } from './bet-slip.actions';
export {
  betSlipSchema,
  calculationSchema,
  multipleBetSchema,
  oddInfoSchema,
  slipOddSchema,
} from './bet-slip.schemas';
export { calculationAllowsBetting, type PlaceBetStatus } from './bet-slip.store';
export {
  BET_TYPE,
  type BetMode,
  type BetSlipOutcome,
  type CalculatedWins,
  LIVE_TRACKER_HEIGHT_PX,
  LIVE_TRACKER_NARROW_HEIGHT_PX,
  LIVE_TRACKER_NARROW_MAX_WIDTH_PX,
  type LiveTrackerState,
  type MultipleBet,
  PLACE_BET_MESSAGE_CLEAR_MS,
  SINGLE_STAKE_STEP,
  type SlipOdd,
  STAKE_MAX_DIGITS,
  STAKE_STEP,
  type ToggleOddInput,
} from './bet-slip.types';
export {
  CALCULATE_DELAY_MS,
  type CalculationTarget,
  createDelayedCalculation,
  type DelayedCalculation,
} from './calculate-debounce';
export { type BetSlip, type BetSlipDeps, createBetSlip } from './create-bet-slip';
export {
  DEFAULT_SPORTSBOOK_BASE_URL,
  isLiveLocation,
  liveTrackerHeight,
  liveTrackerState,
  trackerUrlFor,
} from './live-tracker';
export {
  createMyBets,
  type MyBet,
  type MyBetSelection,
  type MyBets,
  type MyBetsState,
  myBetSchema,
} from './my-bets';
export type { PlaceBetActionDeps, PlaceBetActions } from './place-bet.actions';
export {
  multipleStakeSchema,
  parseStake,
  sanitizeStake,
  singleStakeSchema,
  stakeText,
  stepStake,
} from './stake';
