// The public API of @site/core. Everything a front end needs is exported here by name.

// The account, payments, call-request and casino barrels hold their own explicit export lists.
export * from './account';
export * from './bet-slip';
export type { BootstrapModule, BootstrapStatus } from './bootstrap/bootstrap';
export { bootstrapPatchSchema, bootstrapSchema } from './bootstrap/bootstrap.schema';
export {
  BOOTSTRAP_MESSAGE_TYPE,
  BOOTSTRAP_STORAGE_KEY,
  type BootstrapData,
  type BootstrapKey,
  type BootstrapSource,
  type CasinoCategoryData,
  type ContentCategory,
  type ContentItem,
  type DomainStatus,
  emptyBootstrap,
  FOOTER_CATEGORY_ID,
  type GameData,
  type JackpotCardData,
  type LanguageData,
  type PopupData,
  type PromotionData,
  type SiteOptionData,
  SLIDER_SLUGS,
  type SlideData,
  type SliderSlug,
  type TranslationData,
} from './bootstrap/bootstrap.types';
export { DOMAIN_BANNER_KEY, type DomainBanner, domainBanner } from './bootstrap/domain-status';
export {
  contentPagePath,
  type FooterPage,
  findContentPage,
  footerPages,
} from './bootstrap/footer-pages';
export { type Popup, popupModel } from './bootstrap/popup';
export { type Promotion, promotionsFrom } from './bootstrap/promotions';
export {
  externalLink,
  readSiteSettings,
  type SiteSettings,
  SOCIAL_NETWORKS,
  type SocialLink,
  type SocialNetwork,
} from './bootstrap/site-options';
export { type Slide, type SlidesBySlug, slideImage, slidesBySlug } from './bootstrap/sliders';
export { formatServerText, translationMap } from './bootstrap/translations';
export * from './brand';
export * from './call-request';
export * from './casino';
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
export {
  CORE_TEXT_KEYS,
  type CoreTextKey,
  ERROR_MESSAGE_KEYS,
  VALIDATION_MESSAGE_KEYS,
} from './i18n/text-keys';
export { isFollowable, type LinkRefusal, type LinkTarget, resolveLink } from './links/url-policy';
export { notificationListSchema, notificationSchema } from './notifications/notification.schema';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_TAKE,
  type Notification,
  type NotificationIcon,
  type NotificationKind,
  type NotificationView,
  UNREAD_BADGE_CAP,
} from './notifications/notification.types';
export { iconOf, kindOf } from './notifications/notification-kind';
export { formatNotificationTime, parseUtcTimestamp } from './notifications/notification-time';
export type { NotificationEvents, NotificationsModule } from './notifications/notifications';
export { unreadLabel } from './notifications/unread-label';
export * from './payments';
export type { HubClient, HubClientConfig, HubClientFactory } from './realtime/hub-client';
export { type KnownCommands, NOTIFY_METHOD, type OddChange } from './realtime/notify-message';
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
  type BreadcrumbItem,
  breadcrumbFor,
  breadcrumbItems,
  ROUTE_LABELS,
} from './shell/breadcrumb';
export {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_BREAKPOINTS,
  CAROUSEL_GAP_PX,
  CAROUSEL_MEDIUM_MIN_PX,
  CAROUSEL_WIDE_MIN_PX,
  carouselLastIndex,
  carouselSlidesPerView,
  clampCarouselIndex,
  nextAutoplayIndex,
  SLIDE_IMAGE_SOURCES,
} from './shell/carousel';
export { withoutRepeatedTitle } from './shell/content-title';
export {
  BET_HISTORY_ROUTE,
  DASHBOARD_ACTIONS,
  DASHBOARD_TILES,
  type DashboardAction,
  type DashboardActionId,
  type DashboardTile,
  dashboardTileUrl,
} from './shell/dashboard';
export { AGE_LIMIT, COPYRIGHT_YEAR, FOOTER_PROVIDERS, LICENCE_NUMBER } from './shell/footer';
export {
  betcoGuard,
  checkRoute,
  type GuardDecision,
  type GuardName,
  loginGuard,
  routeGuards,
} from './shell/guards';
export { type ImagePopup, POPUP_SEEN_STORAGE_KEY } from './shell/image-popup';
export {
  HAMBURGER_BREAKPOINT_PX,
  HEADER_HIDE_THRESHOLD_PX,
  headerSearchTarget,
  isHeaderHidden,
  isMobileWidth,
  LIVE_BETTING_NARROW_BELOW_PX,
  MOBILE_BREAKPOINT_PX,
  showsHamburger,
} from './shell/layout';
export {
  CHAT_SCRIPT_OPTION,
  type LiveChatScript,
  liveChatScript,
} from './shell/live-chat';
export type { MenuSelection, SearchGamesHandler, Shell, ShellEvents } from './shell/shell';
export { SHELL_KEYS, type ShellKey, type ShellText } from './shell/shell-keys';
export {
  AVIATOR_SEARCH,
  BLOG_APP_KEY,
  buildSideMenu,
  CALL_REQUEST_APP_KEY,
  type LanguageEntry,
  LIVE_BETTING_NARROW_URL,
  LIVE_BETTING_URL,
  liveBettingUrl,
  type MenuAction,
  type MenuGroup,
  type MenuGroupId,
  type MenuItem,
  menuItems,
  type SideMenu,
  type SideMenuInput,
} from './shell/side-menu';
export {
  TOP_BAR_READ_VALUE,
  TOP_BAR_REMOVE_DELAY_MS,
  TOP_BAR_STORAGE_KEY,
  type TopBar,
  type TopBarState,
  topBarView,
} from './shell/top-bar';
export * from './sportsbook';
export { SDK_STORAGE_KEYS } from './storage/sdk-storage-keys';
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
