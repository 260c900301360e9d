// The account area: login, register, phone verification, recovery, change password.

export {
  emailSchema,
  personNameSchema,
  phoneSchema,
} from './account-fields.schema';
export {
  type AccountFlowsDeps,
  type AccountModule,
  createAccountFlows,
} from './account-flows';
export type { AccountHistory } from './account-history';
export {
  type Affiliate,
  type CookiePort,
  documentCookies,
} from './affiliate';
export type {
  Celebration,
  CelebrationAction,
  CelebrationState,
  Confetti,
} from './celebration';
export {
  type ChangePasswordValues,
  changePasswordSchema,
} from './change-password.schema';
export type { ChangePasswordForm } from './change-password-form';
export {
  type Country,
  defaultCountryId,
} from './countries';
export {
  type CustomerPhoneVerification,
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
  HISTORY_DEFAULT_DAYS,
  HISTORY_MAX_RANGE_DAYS,
  HISTORY_PAGE_SIZE,
  type HistoryFilter,
  historyFilterSchema,
  pageCount,
} from './history-filter';
export type {
  FilterResult,
  HistoryList,
  HistoryQuery,
  HistoryState,
} from './history-list';
export type { LoginValues } from './login.schema';
export {
  type CodeStepValues,
  CUSTOMER_CODE_MASK,
  DIALOG_CODE_MASK,
  PHONE_MASK,
  type PhoneStepValues,
} from './phone.schema';
export type {
  PhoneDialogStep,
  PhoneFieldState,
  PhoneVerification,
} from './phone-verification';
export type {
  Profile,
  ProfileModel,
  ProfileState,
} from './profile';
export type {
  RecoveryCodeValues,
  RecoveryPasswordValues,
  RecoveryUsernameValues,
} from './recovery.schema';
export type {
  RecoveryFlow,
  RecoveryStep,
} from './recovery-flow';
export type {
  RegisterInput,
  RegisterPayload,
} from './register.payload';
export {
  type FastRegisterValues,
  type FullRegisterValues,
  fastRegisterSchema,
} from './register.schema';
export {
  type RegisterFlow,
  type RegisterForm,
  RegisterTab,
  type RegisterView,
  type TrialBonusSource,
} from './register-flow';
