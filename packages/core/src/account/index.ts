// The account area: login, register, phone verification, recovery, change password.

// The bet enumerations (spec 001 §3) live in a shared folder: bet history needs no sportsbook code.
export { BetStatus, BetType, PlatformCode, SelectionResult, WinOrBet } from '../bets/bet.enums';

export {
  EMAIL_LENGTH,
  EMAIL_LIMITS,
  emailSchema,
  exactDigitsSchema,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_LENGTH,
  PERSONAL_NO_LENGTH,
  PHONE_CODE_LENGTH,
  PHONE_LENGTH,
  passwordSchema,
  personalNoSchema,
  personNameSchema,
  phoneCodeSchema,
  phoneSchema,
  RECOVERY_CODE_LENGTH,
  RECOVERY_USERNAME_LENGTH,
  REGISTER_USERNAME_LENGTH,
  recoveryCodeSchema,
  recoveryUsernameSchema,
  registerUsernameSchema,
} from './account-fields.schema';
export { type AccountFlows, type AccountFlowsDeps, createAccountFlows } from './account-flows';
export { type AccountHistory, createAccountHistory } from './account-history';
export {
  AFFILIATE_KEYS,
  type Affiliate,
  type CookiePort,
  documentCookies,
  readAffiliate,
} from './affiliate';
export {
  type Celebration,
  type CelebrationAction,
  type CelebrationState,
  CONFETTI_PARTICLES,
  type Confetti,
  DEPOSIT_ROUTE,
  TRIAL_BONUS_CLOSE_MS,
} from './celebration';
export { type ChangePasswordValues, changePasswordSchema } from './change-password.schema';
export type { ChangePasswordForm } from './change-password-form';
export { type Country, defaultCountryId } from './countries';
export {
  type CustomerPhoneVerification,
  RESEND_COUNTDOWN_SECONDS,
  VerificationPage,
} from './customer-phone';
export type {
  BetEntry,
  BonusEntry,
  FinancialEntry,
  GameRound,
  SessionEntry,
} from './history.schema';
export {
  defaultHistoryFilter,
  HISTORY_DEFAULT_DAYS,
  HISTORY_MAX_RANGE_DAYS,
  HISTORY_PAGE_SIZE,
  type HistoryFilter,
  historyFilterSchema,
  pageCount,
} from './history-filter';
export {
  createHistoryList,
  type FilterResult,
  type HistoryList,
  type HistoryQuery,
  type HistoryState,
  type HistoryStatus,
} from './history-list';
export {
  LOGIN_PASSWORD_LENGTH,
  LOGIN_USERNAME_LENGTH,
  type LoginValues,
  loginSchema,
} from './login.schema';
export { createLoginForm, type LoginForm } from './login-form';
export {
  type CodeStepValues,
  CUSTOMER_CODE_MASK,
  codeStepSchema,
  DIALOG_CODE_MASK,
  PHONE_LOCAL_DIGITS,
  PHONE_MASK,
  PHONE_PREFIX,
  type PhoneStepValues,
  phoneStepSchema,
} from './phone.schema';
export type {
  PhoneDialogStep,
  PhoneFieldState,
  PhoneVerification,
} from './phone-verification';
export { createProfile, type Profile, type ProfileModel, type ProfileState } from './profile';
export {
  type RecoveryCodeValues,
  type RecoveryPasswordValues,
  type RecoveryUsernameValues,
  recoveryCodeStepSchema,
  recoveryPasswordStepSchema,
  recoveryUsernameStepSchema,
} from './recovery.schema';
export { RECOVERY_LOGIN_DELAY_MS, type RecoveryFlow, type RecoveryStep } from './recovery-flow';
export { buildRegisterPayload, type RegisterInput, type RegisterPayload } from './register.payload';
export {
  DEFAULT_COUNTRY_ID,
  DEFAULT_CURRENCY_ID,
  type FastRegisterValues,
  type FullRegisterValues,
  fastRegisterSchema,
  fullRegisterSchema,
} from './register.schema';
export {
  type RegisterFlow,
  type RegisterForm,
  RegisterTab,
  type RegisterView,
  type TrialBonusSource,
} from './register-flow';
