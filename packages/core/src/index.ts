// The public API of @site/core. Everything a front end needs is exported here by name.

// Domain modules live in their own entries: @site/core/sportsbook, /casino, /account, /shell.
// Bet enumerations (spec 001 §3): My Bets (sportsbook) and bet history (account) share them.
export {
  BetStatus,
  BetType,
  PlatformCode,
  SelectionResult,
  WinOrBet,
} from './bets/bet.enums';
export type { BootstrapModule, BootstrapStatus } from './bootstrap/bootstrap';
export {
  BOOTSTRAP_MESSAGE_TYPE,
  type BootstrapData,
  type BootstrapKey,
  type BootstrapSource,
  type CasinoCategoryData,
  type ContentCategory,
  type ContentItem,
  type DomainStatus,
  type GameData,
  type JackpotCardData,
  type LanguageData,
  type PopupData,
  type PromotionData,
  type SiteOptionData,
  type SlideData,
  type SliderSlug,
  type StoredBootstrap,
  type TranslationData,
} from './bootstrap/bootstrap.types';
export {
  type DomainBanner,
  domainBanner,
} from './bootstrap/domain-status';
export {
  createSite,
  type SiteOptions,
} from './create-site';
export {
  DIALOG_SIZES,
  type DialogName,
  type DialogSize,
  type DialogsModule,
  type OpenDialog,
} from './dialogs/dialogs';
export { defaultEnv } from './env/browser-env';
export { createMemoryStorage } from './env/memory-storage';
export type {
  Clock,
  FetchPort,
  KeyValueStorage,
  MessageSource,
  Platform,
  SiteEnv,
  TimerHandle,
  WebSocketPort,
} from './env/ports';
export type {
  ErrorReport,
  ErrorReportEvents,
  ErrorsModule,
} from './errors/error-reports';
export { errorText } from './errors/error-text';
export {
  SiteError,
  type SiteErrorCode,
  type SiteErrorDetails,
  type SiteErrorRequest,
} from './errors/site-error';
export type { Emitter } from './events/emitter';
export { formatDate, formatDateTime } from './format/date-time';
export { formatRate } from './format/decimal-rate';
export { formatMoney } from './format/money';
// The form model: account's and shell's forms are built on it, and so can a site's own.
export {
  createFormModel,
  type FieldError,
  type FieldErrors,
  type FormModel,
  type SubmitResult,
} from './forms/form-model';
export type { Envelope } from './http/envelope';
export type { ApiBase, HttpClient, RequestOptions, TokenSource } from './http/http-client';
export {
  isLocale,
  LOCALES,
  type Locale,
  type LocaleModule,
} from './i18n/locale';
export type { DisplayText, MessageKey, ValidationKey } from './i18n/message-keys';
export { ERROR_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from './i18n/text-keys';
export type { PeersModule, SitePeers } from './kernel/peers';
export type { KernelOptions, SiteKernel, StartOptions } from './kernel/site-kernel';
export type { InstalledModule, ModuleApi, Site, SiteModule } from './kernel/site-module';
export {
  keyedRecord,
  ownValue,
} from './keyed/keyed-record';
export {
  type ImagePolicy,
  type LinksModule,
  resolveImageSource,
} from './links/image-source';
export {
  type LinkRefusal,
  type LinkTarget,
  resolveLink,
} from './links/url-policy';
export type { HubClient, HubClientConfig, HubClientFactory } from './realtime/hub-client';
export type {
  KnownCommands,
  OddChange,
} from './realtime/notify-message';
export type { CommandHandler, RealtimeModule, RealtimeOptions } from './realtime/realtime';
export type {
  HubLinkState,
  HubName,
  HubState,
  RealtimeEvents,
} from './realtime/realtime.types';
export type { BalanceModule } from './session/balance';
export type {
  FingerprintOptions,
  FingerprintService,
  FingerprintStartupResult,
} from './session/fingerprint-startup';
export { createRequestStorage } from './session/request-storage';
export type { SessionEvents, SessionModule } from './session/session';
export type {
  AuthData,
  Credentials,
  LoggedOutEvent,
  LogoutReason,
  SessionState,
} from './session/session.types';
export type { SessionEndedNotice } from './session/session-ended';
export {
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
  type Toast,
  type ToastKind,
  type ToastsModule,
} from './toasts/toasts';
export type { DeepReadonly } from './types/deep-readonly';
