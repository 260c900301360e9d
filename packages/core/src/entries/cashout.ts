// @site/core/cashout: cash-out of running bets, in full or in part (an extension:
// docs/cashout.md). Compose `cashoutModule()` next to the sportsbook module.
export {
  CASHOUT_MESSAGE_KEYS,
  type CashoutMessageKey,
} from '../sportsbook/cashout/cashout.messages';
export type {
  CashedOutEvent,
  CashoutEvents,
  CashoutFailure,
  CashoutFailureReason,
  CashoutModule,
  CashoutResult,
  CashoutState,
  OddsChangeChoice,
} from '../sportsbook/cashout/cashout.types';
export {
  type CashoutAmountResult,
  cashedOutTotal,
  cashoutAmountText,
  cashoutPercent,
  cashoutShare,
  readCashoutAmount,
  stakeLeftAfter,
} from '../sportsbook/cashout/cashout-amount';
export {
  type CashoutApi,
  type CashoutCommands,
  type CashoutModuleOptions,
  cashoutModule,
} from './cashout.module';
