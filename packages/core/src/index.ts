// The public API of @site/core. Everything a front end needs is exported here by name.

// Domain modules live in their own entries: @site/core/sportsbook, /casino, /account, /shell.
// Bet enumerations (spec 001 §3): My Bets (sportsbook) and bet history (account) share them.
export {
  BetStatus,
  BetType,
  PlatformCode,
  SelectionResult,
  WinOrBet,
} from './kernel/bets/bet.enums';
export type { BootstrapModule, BootstrapStatus } from './kernel/bootstrap/bootstrap';
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
} from './kernel/bootstrap/bootstrap.types';
export {
  type DomainBanner,
  domainBanner,
} from './kernel/bootstrap/domain-status';
export {
  createSite,
  type SiteOptions,
} from './kernel/create-site';
export {
  DIALOG_SIZES,
  type DialogName,
  type DialogSize,
  type DialogsModule,
  type OpenDialog,
} from './kernel/dialogs/dialogs';
export { defaultEnv } from './kernel/env/browser-env';
export { createMemoryStorage } from './kernel/env/memory-storage';
export type {
  Clock,
  FetchPort,
  KeyValueStorage,
  MessageSource,
  Platform,
  SiteEnv,
  TimerHandle,
  WebSocketPort,
} from './kernel/env/ports';
export type {
  ErrorReport,
  ErrorReportEvents,
  ErrorsModule,
} from './kernel/errors/error-reports';
export { errorText } from './kernel/errors/error-text';
export {
  SiteError,
  type SiteErrorCode,
  type SiteErrorDetails,
  type SiteErrorRequest,
} from './kernel/errors/site-error';
export type { Emitter } from './kernel/events/emitter';
export { formatDate, formatDateTime } from './kernel/format/date-time';
export { formatRate } from './kernel/format/decimal-rate';
export { formatMoney } from './kernel/format/money';
// The form model: account's and shell's forms are built on it, and so can a site's own.
export {
  createFormModel,
  type FieldError,
  type FieldErrors,
  type FormModel,
  type SubmitResult,
} from './kernel/forms/form-model';
export type { Envelope } from './kernel/http/envelope';
export type { ApiBase, HttpClient, RequestOptions, TokenSource } from './kernel/http/http-client';
export {
  isLocale,
  LOCALES,
  type Locale,
  type LocaleModule,
  type LocaleSwitchResult,
  type TextsLoader,
} from './kernel/i18n/locale';
export type {
  DisplayText,
  KernelTextKey,
  MessageKey,
  ValidationKey,
} from './kernel/i18n/message-keys';
export { ERROR_MESSAGE_KEYS, VALIDATION_MESSAGE_KEYS } from './kernel/i18n/text-keys';
export {
  keyedRecord,
  ownValue,
} from './kernel/keyed/keyed-record';
export {
  type ImagePolicy,
  type LinksModule,
  resolveImageSource,
} from './kernel/links/image-source';
export {
  type LinkRefusal,
  type LinkTarget,
  resolveLink,
} from './kernel/links/url-policy';
export type { LoadState, LoadStatus } from './kernel/load/load-state';
export type { PeersModule, SitePeers } from './kernel/peers';
export type { HubClient, HubClientConfig, HubClientFactory } from './kernel/realtime/hub-client';
export type { CommandHandler, RealtimeModule, RealtimeOptions } from './kernel/realtime/realtime';
export type {
  HubLinkState,
  HubName,
  HubState,
  RealtimeEvents,
} from './kernel/realtime/realtime.types';
export type { BalanceModule } from './kernel/session/balance';
export type {
  FingerprintOptions,
  FingerprintService,
  FingerprintStartupResult,
} from './kernel/session/fingerprint-startup';
export { createRequestStorage } from './kernel/session/request-storage';
export type { SessionEvents, SessionModule } from './kernel/session/session';
export type {
  AuthData,
  Credentials,
  LoggedOutEvent,
  LogoutReason,
  SessionState,
} from './kernel/session/session.types';
export type { SessionEndedNotice } from './kernel/session/session-ended';
export type { KernelOptions, SiteKernel, StartOptions } from './kernel/site-kernel';
export type {
  AnySiteModule,
  InstalledModule,
  ModuleApi,
  Site,
  SiteModule,
  SiteTextKey,
} from './kernel/site-module';
export {
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
  type Toast,
  type ToastEvents,
  type ToastKind,
  type ToastsModule,
} from './kernel/toasts/toasts';
export type { DeepReadonly } from './kernel/types/deep-readonly';
export type { OddChange } from './sportsbook/odds-stream.types';
