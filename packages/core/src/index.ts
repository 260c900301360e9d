// The public API of @site/core. Everything a front end needs is exported here by name.

export {
  LOGIN_PASSWORD_LENGTH,
  LOGIN_USERNAME_LENGTH,
  type LoginValues,
  loginSchema,
} from './account/login.schema';
export { createLoginForm, type LoginForm } from './account/login-form';
export { createSite, type Site, type SiteOptions } from './create-site';
export {
  createDialogs,
  DIALOG_SIZES,
  type DialogName,
  type DialogSize,
  type Dialogs,
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
export { errorText } from './errors/error-text';
export { isSiteError, SiteError, type SiteErrorCode, toSiteError } from './errors/site-error';
export type { Emitter } from './events/emitter';
export { formatMoney } from './format/money';
export {
  collectFieldErrors,
  createFormModel,
  type FieldError,
  type FieldErrors,
  type FormModel,
  type SubmitResult,
} from './forms/form-model';
export type { Envelope } from './http/envelope';
export type { ApiBase, HttpClient, RequestOptions, TokenSource } from './http/http-client';
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  type LocaleModule,
} from './i18n/locale';
export type { DisplayText, MessageKey, ValidationKey } from './i18n/message-keys';
export type { BalanceModule } from './session/balance';
export type { SessionEvents, SessionModule } from './session/session';
export { deriveSession } from './session/session.store';
export {
  ANONYMOUS_TOKEN_KEY,
  AUTH_DATA_KEY,
  type AuthData,
  authDataSchema,
  BALANCE_POLL_MS,
  type Credentials,
  LOGOUT_RELOAD_DELAY_MS,
  type LoggedOutEvent,
  type LogoutReason,
  type SessionState,
} from './session/session.types';
export {
  createToasts,
  TOAST_DURATION_MS,
  TOAST_LOADING_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
  type Toast,
  type ToastKind,
  type Toasts,
} from './toasts/toasts';
