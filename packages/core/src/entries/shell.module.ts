import { createLoginForm, type LoginForm } from '../account/login-form';
import { type ContentModule, createSiteContent } from '../kernel/bootstrap/site-content';
import { refreshOnLocaleChange } from '../kernel/i18n/refresh-on-locale';
import type { SiteModule } from '../kernel/site-module';
import { type BrandModule, type BrandOptions, createBrand } from '../shell/brand/brand';
import { POPUP_SEEN_STORAGE_KEY } from '../shell/image-popup';
import type { Notification } from '../shell/notifications/notification.types';
import {
  createNotifications,
  type NotificationsModule,
} from '../shell/notifications/notifications';
import { createShell, type ShellModule } from '../shell/shell';
import { SHELL_KEYS, type ShellKey } from '../shell/shell-keys';
import { TOP_BAR_STORAGE_KEY } from '../shell/top-bar';

export interface ShellModuleOptions {
  /** Name, logo, licence, copyright year, providers, social links; default: today's. */
  brand?: BrandOptions;
}

export interface ShellApi {
  /** The white label's name, logo, licence, copyright, providers and social links. */
  brand: BrandModule;
  /** Side menu, top bar, image popup, guards, dashboard actions. */
  shell: ShellModule;
  /** The header bell's list, detail and unread count (frnotify `Notification` pushes). */
  notifications: NotificationsModule;
  /** The header's login form. */
  forms: { login: LoginForm };
  /** Slides, promotions, footer pages, site options and the popup, from the bootstrap. */
  content: ContentModule;
}

/** The pushes the shell reads (frnotify): the header bell's notifications. */
export interface ShellCommands {
  Notification: Notification;
}

/**
 * Adds `site.brand`, `site.shell`, `site.notifications`, `site.forms` and `site.content`. The menu's Aviator entry opens the
 * casino's search when the casino module is composed (the `aviatorSearch` peer), else nothing.
 */
export function shellModule(
  options: ShellModuleOptions = {},
): SiteModule<'shell', ShellApi, ShellKey, ShellCommands> {
  return {
    name: 'shell',
    textKeys: SHELL_KEYS,
    install(kernel) {
      // Bad brand options throw here, when the site is created.
      const brand = createBrand(options.brand);
      const { session, dialogs, toasts, realtime, env } = kernel;
      kernel.ownStorageKeys([POPUP_SEEN_STORAGE_KEY, TOP_BAR_STORAGE_KEY]);
      kernel.realtime.useHub('frnotify');
      const notifications = createNotifications({ http: kernel.http, session, realtime });
      const content = createSiteContent(kernel.bootstrap, env.platform);
      const shell = createShell({
        brand,
        storage: env.storage,
        clock: env.clock,
        platform: env.platform,
        session,
        dialogs,
        i18n: kernel.i18n,
        content,
        notifications,
        // The peer is read when the entry is clicked, so the order of `modules` does not matter.
        searchGames: async (_action, options) => {
          const aviatorSearch = kernel.peers.get('aviatorSearch');
          return aviatorSearch ? aviatorSearch(options) : { ok: false, reason: 'not-found' };
        },
        // Read when the menu is first built, after every module was installed.
        sections: () => ({
          sportsbook: kernel.peers.get('sportsbookPages') !== undefined,
          casino: kernel.peers.get('aviatorSearch') !== undefined,
        }),
      });
      // Titles and notes come in the x-locale language: the list is fetched again in the new one.
      const stopFollowingLanguage = refreshOnLocaleChange(kernel.i18n.$locale, [
        { $store: notifications.$notifications, refresh: notifications.refresh },
      ]);
      return {
        dispose: stopFollowingLanguage,
        api: {
          brand,
          shell,
          notifications,
          forms: { login: createLoginForm({ session, toasts, dialogs }) },
          content,
        },
      };
    },
  };
}
