// The public API of @site/react: the kernel and shell components and hooks over @site/core.
// Module components live in @site/react/sportsbook, /casino and /account.

export { DomainBanner } from './components/banners/domain-banner';
export { TopNotificationBar } from './components/banners/top-notification-bar';
export * from './components/brand';
export { BreadcrumbBar, type BreadcrumbBarProps } from './components/breadcrumb/breadcrumb-bar';
export { HomeCarousel, type HomeCarouselProps } from './components/carousel/home-carousel';
export { DialogFrame, type DialogFrameProps } from './components/dialogs/dialog-frame';
export { DialogHost, type DialogHostProps } from './components/dialogs/dialog-host';
export type { DialogRenderer, DialogRenderers } from './components/dialogs/dialog-renderer';
export * from './components/errors';
export { CheckboxField, type CheckboxFieldProps } from './components/fields/checkbox-field';
export { MaskedField, type MaskedFieldProps, preloadMasks } from './components/fields/masked-field';
export {
  ibanMask,
  type MaskSpec,
  moneyMask,
  patternMask,
  paymentMask,
} from './components/fields/masks';
export { PasteButton, type PasteButtonProps } from './components/fields/paste-button';
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from './components/fields/select-field';
export { SubmitButton, type SubmitButtonProps } from './components/fields/submit-button';
export { type TabItem, Tabs, type TabsProps } from './components/fields/tabs';
export { TextAreaField, type TextAreaFieldProps } from './components/fields/text-area-field';
export { TextField, type TextFieldProps } from './components/fields/text-field';
export { Footer } from './components/footer/footer';
export { Header } from './components/header/header';
export { NotificationBell } from './components/header/notification-bell';
export { Icon, type IconProps } from './components/icons/icon';
export * from './components/images';
export { LanguageSwitch } from './components/language/language-switch';
export { ServerLink, type ServerLinkProps } from './components/links/server-link';
export * from './components/live-chat';
export { LoginForm } from './components/login/login-form';
export * from './components/navigation';
export {
  NotificationsPanel,
  type NotificationsPanelProps,
} from './components/notifications/notifications-panel';
export { ContentPage } from './components/pages/content-page';
export { ContentsPage } from './components/pages/contents-page';
export { DashboardPage } from './components/pages/dashboard-page';
export { HomePromotions } from './components/pages/home-promotions';
export { PromotionsPage } from './components/pages/promotions-page';
export { GuardedRouter } from './components/routing/guarded-router';
export { RouteGuard } from './components/routing/route-guard';
export { SafeHtml, type SafeHtmlProps } from './components/safe-html/safe-html';
export { ImagePopupTrigger } from './components/shell/image-popup-trigger';
export { SkipLink } from './components/shell/skip-link';
export { SideMenu } from './components/side-menu/side-menu';
export { SiteToaster } from './components/toasts/site-toaster';
export { useBetHistoryRoute } from './hooks/use-bet-history-route';
export {
  useBootstrapStatus,
  useFooterPages,
  usePromotions,
  useSiteOptions,
  useSlides,
} from './hooks/use-bootstrap';
export { useDisplayText } from './hooks/use-display-text';
export { type FormBinding, useForm } from './hooks/use-form';
export { useHeaderHidden } from './hooks/use-header-hidden';
export { useLocale } from './hooks/use-locale';
export { useMenuAction } from './hooks/use-menu-action';
export {
  useNotifications,
  useNotificationView,
  useUnreadLabel,
} from './hooks/use-notifications';
export { useBalance, useSession } from './hooks/use-session';
export { useMenuOpen, useNotificationsOpen, useSideMenu } from './hooks/use-shell';
export { optionalModule, requireModule, useShellSite, useSite } from './hooks/use-site';
export { useViewportWidth, ViewportWidthProvider } from './hooks/use-viewport-width';
export { useI18nContext } from './i18n/i18n-react';
export type { Locales, TranslationFunctions } from './i18n/i18n-types';
export { loadSiteTexts } from './i18n/load-dictionary';
export { SERVER_TEXT_ALIASES, withServerTexts } from './i18n/server-texts';
export { SiteProvider, type SiteProviderProps } from './provider/site-provider';
