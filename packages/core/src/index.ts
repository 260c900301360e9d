// The public API of @site/core. Everything a front end needs is exported here by name.

// Domain modules live in their own entries: @site/core/sportsbook, /casino, /account, /shell.
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
  type Dialogs,
  type DialogsModule,
  type OpenDialog,
} from './dialogs/dialogs';
export { defaultEnv } from './env/browser-env';
export { createMemoryStorage } from './env/memory-storage';
export type {
  Clock,
  FetchPort,
  KeyValueStorage,
  Platform,
  SiteEnv,
  TimerHandle,
  WebSocketPort,
} from './env/ports';
export type {
  ErrorReport,
  ErrorReportEvents,
  ErrorReports,
  ErrorsModule,
} from './errors/error-reports';
export { errorText } from './errors/error-text';
export {
  isSiteError,
  SiteError,
  type SiteErrorCode,
  toSiteError,
} from './errors/site-error';
export type { Emitter } from './events/emitter';
export { formatMoney } from './format/money';
// The form model's runtime comes with the modules that have forms (account, shell).
export type { FieldError, FieldErrors, FormModel, SubmitResult } from './forms/form-model';
export type { Envelope } from './http/envelope';
export {
  headerValueSchema,
  isHeaderSafe,
} from './http/header-value';
export type { ApiBase, HttpClient, RequestOptions, TokenSource } from './http/http-client';
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  type LocaleModule,
} from './i18n/locale';
export type { DisplayText, MessageKey, ValidationKey } from './i18n/message-keys';
export { ERROR_MESSAGE_KEYS } from './i18n/text-keys';
export type { PeerRegistry, PeersModule, SitePeers } from './kernel/peers';
export {
  createKernel,
  type KernelOptions,
  type SiteKernel,
  type StartOptions,
} from './kernel/site-kernel';
export type { InstalledModule, ModuleApi, Site, SiteModule } from './kernel/site-module';
export {
  keyedRecord,
  ownValue,
} from './keyed/keyed-record';
export {
  type ImagePolicy,
  type LinkPolicy,
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
export {
  DEFAULT_HUB_PATHS,
  HUB_NAMES,
  type HubLinkState,
  type HubName,
  type HubState,
  KEEP_ALIVE_MS,
  RECONNECT_DELAYS_MS,
  type RealtimeEvents,
  SERVER_TIMEOUT_MS,
} from './realtime/realtime.types';
export { createSignalrClient } from './realtime/signalr-client';
export type { BalanceModule } from './session/balance';
export {
  FINGERPRINT_SERVICE_TIMEOUT_MS,
  type FingerprintOptions,
  type FingerprintService,
  type FingerprintStartupResult,
} from './session/fingerprint-startup';
export { createRequestStorage } from './session/request-storage';
export type { SessionEvents, SessionModule } from './session/session';
export {
  type AuthData,
  BALANCE_POLL_MS,
  type Credentials,
  LOGOUT_RELOAD_DELAY_MS,
  type LoggedOutEvent,
  type LogoutReason,
  type SessionState,
} from './session/session.types';
export {
  TOAST_DURATION_MS,
  TOAST_LOADING_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
  type Toast,
  type ToastKind,
  type Toasts,
  type ToastsModule,
} from './toasts/toasts';
export type { DeepReadonly } from './types/deep-readonly';
