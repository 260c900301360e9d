// @site/core/shell: side menu, top bar, image popup, guards, dashboard, notifications.

export {
  createLoginForm,
  type LoginForm,
} from '../account/login-form';
// Screen helpers the kernel does not need: a casino- or sportsbook-only bundle leaves them out.
export { SLIDER_SLUGS } from '../kernel/bootstrap/bootstrap.types';
export {
  contentPagePath,
  type FooterPage,
  findContentPage,
  footerPages,
} from '../kernel/bootstrap/footer-pages';
export type { Popup } from '../kernel/bootstrap/popup';
export {
  type Promotion,
  promotionsFrom,
} from '../kernel/bootstrap/promotions';
export {
  type ContentModule,
  createSiteContent,
} from '../kernel/bootstrap/site-content';
export type {
  SiteSettings,
  SocialLink,
  SocialNetwork,
} from '../kernel/bootstrap/site-options';
export {
  type Slide,
  type SlidesBySlug,
  slideImage,
} from '../kernel/bootstrap/sliders';
export { formatServerText } from '../kernel/bootstrap/translations';
export { resolveImageSrcSet } from '../kernel/links/image-srcset';
export * from '../shell/brand';
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
  RESPONSIBLE_GAMING_ROUTE,
} from '../shell/dashboard';
export {
  AGE_LIMIT,
  COPYRIGHT_YEAR,
  FOOTER_PROVIDERS,
  LICENCE_NUMBER,
} from '../shell/footer';
export {
  betcoGuard,
  checkRoute,
  type GuardDecision,
  type GuardName,
  loginGuard,
  routeGuards,
} from '../shell/guards';
export type { ImagePopup } from '../shell/image-popup';
export {
  headerSearchTarget,
  isHeaderHidden,
  isMobileWidth,
  showsHamburger,
} from '../shell/layout';
export {
  type LiveChatScript,
  liveChatScript,
} from '../shell/live-chat';
export type {
  Notification,
  NotificationIcon,
  NotificationKind,
  NotificationView,
} from '../shell/notifications/notification.types';
export {
  iconOf,
  kindOf,
} from '../shell/notifications/notification-kind';
export {
  formatNotificationTime,
  parseUtcTimestamp,
} from '../shell/notifications/notification-time';
export type { NotificationEvents, NotificationsModule } from '../shell/notifications/notifications';
export { unreadLabel } from '../shell/notifications/unread-label';
export type {
  MenuSelection,
  SearchGamesHandler,
  ShellEvents,
  ShellModule,
} from '../shell/shell';
export {
  SHELL_KEYS,
  type ShellKey,
  type ShellText,
} from '../shell/shell-keys';
export {
  buildSideMenu,
  type LanguageEntry,
  liveBettingUrl,
  type MenuAction,
  type MenuGroup,
  type MenuGroupId,
  type MenuItem,
  type MenuSections,
  type SideMenu,
  type SideMenuInput,
} from '../shell/side-menu';
export {
  type TopBar,
  type TopBarState,
  topBarView,
} from '../shell/top-bar';
export {
  type ShellApi,
  type ShellCommands,
  type ShellModuleOptions,
  shellModule,
} from './shell.module';
