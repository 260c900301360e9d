// Bet slip: load, optimistic toggles, modes, stakes, calculation, placing, live tracker.

export {
  BET_SETTLED_MESSAGE_KEYS,
  type BetOutcome,
  type BetSettled,
  type BetSettledMessageKey,
} from './bet-settled';
export type { BetSlipActionDeps, BetSlipActions } from './bet-slip.actions';
export type { PlaceBetStatus } from './bet-slip.store';
export {
  type BetMode,
  type BetSlipOutcome,
  type CalculatedWins,
  LIVE_TRACKER_NARROW_MAX_WIDTH_PX,
  type LiveTrackerState,
  type MultipleBet,
  type SetModeResult,
  type SlipOdd,
  type StakeNotice,
  type StakeTarget,
  type StepStakeResult,
  type ToggleOddInput,
} from './bet-slip.types';
export {
  type BetSlipDeps,
  type BetSlipModule,
  createBetSlip,
} from './create-bet-slip';
export { liveTrackerHeight } from './live-tracker';
export {
  createMyBets,
  type MyBet,
  type MyBetSelection,
  type MyBets,
  type MyBetsState,
} from './my-bets';
export { ODDS_CHANGE_POLICIES, type OddsChangePolicy } from './odds-change-policy';
export type { PlaceBetActionDeps, PlaceBetActions } from './place-bet.actions';
export type { SlipSettingResult } from './slip-settings';
export {
  readStakeInput,
  type StakeInputResult,
  type StakeRefusal,
  singleStakeSchema,
} from './stake';
