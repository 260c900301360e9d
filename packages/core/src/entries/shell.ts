// @site/core/shell: side menu, top bar, image popup, guards, dashboard, notifications.

export { loginSchema } from '../account/login.schema';
export { createLoginForm, type LoginForm } from '../account/login-form';
export {
  contentPagePath,
  type FooterPage,
  findContentPage,
  footerPages,
} from '../bootstrap/footer-pages';
export { type Popup, popupModel } from '../bootstrap/popup';
export { type Promotion, promotionsFrom } from '../bootstrap/promotions';
export { createSiteContent, type SiteContent } from '../bootstrap/site-content';
export {
  externalLink,
  readSiteSettings,
  type SiteSettings,
  SOCIAL_NETWORKS,
  type SocialLink,
  type SocialNetwork,
} from '../bootstrap/site-options';
export { type Slide, type SlidesBySlug, slideImage, slidesBySlug } from '../bootstrap/sliders';
export * from '../brand';
export { collectFieldErrors, createFormModel } from '../forms/form-model';
export { notificationListSchema, notificationSchema } from '../notifications/notification.schema';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_TAKE,
  type Notification,
  type NotificationIcon,
  type NotificationKind,
  type NotificationView,
  UNREAD_BADGE_CAP,
} from '../notifications/notification.types';
export { iconOf, kindOf } from '../notifications/notification-kind';
export { formatNotificationTime, parseUtcTimestamp } from '../notifications/notification-time';
export type { NotificationEvents, NotificationsModule } from '../notifications/notifications';
export { unreadLabel } from '../notifications/unread-label';
export {
  type BreadcrumbItem,
  breadcrumbFor,
  breadcrumbItems,
  ROUTE_LABELS,
} from '../shell/breadcrumb';
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
} from '../shell/carousel';
export { withoutRepeatedTitle } from '../shell/content-title';
export {
  BET_HISTORY_ROUTE,
  DASHBOARD_ACTIONS,
  DASHBOARD_TILES,
  type DashboardAction,
  type DashboardActionId,
  type DashboardTile,
  dashboardTileUrl,
} from '../shell/dashboard';
export { AGE_LIMIT, COPYRIGHT_YEAR, FOOTER_PROVIDERS, LICENCE_NUMBER } from '../shell/footer';
export {
  betcoGuard,
  checkRoute,
  type GuardDecision,
  type GuardName,
  loginGuard,
  routeGuards,
} from '../shell/guards';
export { type ImagePopup, POPUP_SEEN_STORAGE_KEY } from '../shell/image-popup';
export {
  HAMBURGER_BREAKPOINT_PX,
  HEADER_HIDE_THRESHOLD_PX,
  headerSearchTarget,
  isHeaderHidden,
  isMobileWidth,
  LIVE_BETTING_NARROW_BELOW_PX,
  MOBILE_BREAKPOINT_PX,
  showsHamburger,
} from '../shell/layout';
export {
  CHAT_SCRIPT_OPTION,
  type LiveChatScript,
  liveChatScript,
} from '../shell/live-chat';
export type { MenuSelection, SearchGamesHandler, Shell, ShellEvents } from '../shell/shell';
export { SHELL_KEYS, type ShellKey, type ShellText } from '../shell/shell-keys';
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
  type MenuSections,
  menuItems,
  type SideMenu,
  type SideMenuInput,
} from '../shell/side-menu';
export {
  TOP_BAR_READ_VALUE,
  TOP_BAR_REMOVE_DELAY_MS,
  TOP_BAR_STORAGE_KEY,
  type TopBar,
  type TopBarState,
  topBarView,
} from '../shell/top-bar';
export { type ShellApi, type ShellModuleOptions, shellModule } from './shell.module';
