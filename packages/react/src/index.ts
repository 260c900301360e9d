// The public API of @site/react: components and hooks over @site/core.

export { DialogFrame, type DialogFrameProps } from './components/dialogs/dialog-frame';
export { DialogHost, type DialogHostProps } from './components/dialogs/dialog-host';
export type { DialogRenderer, DialogRenderers } from './components/dialogs/dialog-renderer';
export { TextField, type TextFieldProps } from './components/fields/text-field';
export { Header } from './components/header/header';
export { LanguageSwitch } from './components/language/language-switch';
export { LoginForm } from './components/login/login-form';
export { SiteToaster } from './components/toasts/site-toaster';
export { useDisplayText } from './hooks/use-display-text';
export { type FormBinding, useForm } from './hooks/use-form';
export { useLocale } from './hooks/use-locale';
export { useBalance, useSession } from './hooks/use-session';
export { useSite } from './hooks/use-site';
export { useI18nContext } from './i18n/i18n-react';
export type { Locales, TranslationFunctions } from './i18n/i18n-types';
export { SiteProvider, type SiteProviderProps } from './provider/site-provider';
