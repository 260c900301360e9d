import { atom, computed, type ReadableAtom } from 'nanostores';
import type { OpenAviatorResult } from '../casino/play.types';
import type { ContentModule } from '../kernel/bootstrap/site-content';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import type { Clock, KeyValueStorage, Platform } from '../kernel/env/ports';
import { createEmitter } from '../kernel/events/emitter';
import type { LocaleModule, LocaleSwitchResult } from '../kernel/i18n/locale';
import type { SessionModule } from '../kernel/session/session';
import type { DeepReadonly } from '../kernel/types/deep-readonly';
import type { BrandModule } from './brand/brand';
import { socialLinksWithBrand } from './brand/brand-social';
import type { DashboardActionId } from './dashboard';
import { betcoGuard, checkRoute, type GuardDecision, type GuardName, loginGuard } from './guards';
import { createImagePopup, type ImagePopup } from './image-popup';
import type { NotificationsModule } from './notifications/notifications';
import {
  buildSideMenu,
  type MenuAction,
  type MenuItem,
  type MenuSections,
  type SideMenu,
  type SideMenuInput,
} from './side-menu';
import { createTopBar, type TopBar } from './top-bar';

/** What a menu click asks the UI to do after the core did its part (closing the menu…). */
export interface MenuSelection {
  target: MenuItem['target'];
  action: MenuAction | undefined;
  /**
   * `searchGames` (Aviator): the game the core is opening; a desktop `{ ok: true, path }` (path
   * not null) is the game page to navigate to. Absent for other items or without a games handler.
   */
  opened?: Promise<OpenAviatorResult>;
}

/** What a `searchGames` menu action opens; createSite wires the casino's Aviator search. */
export type SearchGamesHandler = (
  action: Extract<MenuAction, { type: 'searchGames' }>,
  options: { mobile?: boolean },
) => Promise<OpenAviatorResult>;

export interface ShellEvents extends Record<string, unknown> {
  /**
   * Menu actions, for listeners: `toggleChat` (the site's chat widget answers it) and
   * `searchGames` (the core opens the game itself when createSite wired the casino).
   */
  'menu-action': MenuAction;
}

export interface ShellModule {
  /** Whether the side menu is open. */
  $menuOpen: ReadableAtom<boolean>;
  openMenu(): void;
  closeMenu(): void;
  toggleMenu(): void;
  /**
   * Whether the notification panel (desktop popover, mobile bottom sheet) is open. The page
   * body's scroll is locked while it is (spec 000 §4). Opening it closes the side menu and the
   * other way round; closing it returns the panel to the list view.
   */
  $notificationsOpen: ReadableAtom<boolean>;
  openNotifications(): void;
  closeNotifications(): void;
  toggleNotifications(): void;
  /** The side menu's inputs except the width: `buildSideMenu({ ...context, width })`. */
  $menuContext: ReadableAtom<Omit<SideMenuInput, 'width'>>;
  /** The side menu for a viewport width, from the current state. */
  sideMenu(width: number): SideMenu;
  /**
   * A click on any menu item: closes the menu, opens the call-request dialog for that entry,
   * emits `menu-action` for searchGames/toggleChat, opens the searched game (`opened`; `mobile`
   * picks the play modal, default: the casino's `isMobile`), and returns where to go.
   */
  selectMenuItem(item: DeepReadonly<MenuItem>, options?: { mobile?: boolean }): MenuSelection;
  /**
   * Opens the live chat the way the side menu's Live Chat entry does: closes any dialog (a modal
   * makes the widget behind it unusable) and the menu, then emits `menu-action` `toggleChat`.
   */
  openLiveChat(): void;
  /**
   * The language section: closes the menu and switches the language once its texts are here
   * (`i18n.setLocale`, whose result it resolves to).
   */
  selectLanguage(locale: Parameters<LocaleModule['setLocale']>[0]): Promise<LocaleSwitchResult>;
  on: ReturnType<typeof createEmitter<ShellEvents>>['on'];
  topBar: TopBar;
  imagePopup: ImagePopup;
  /** Applies a guard now: a blocked login guard opens the login dialog. True when allowed. */
  guard(name: GuardName): boolean;
  /** Applies the guards of a route (see `routeGuards`). True when navigation may go on. */
  canEnter(url: string): boolean;
  /** Change Password opens its dialog; Log Out logs out (resolves when done). */
  runDashboardAction(id: DashboardActionId): Promise<void>;
}

export interface ShellDeps {
  storage: KeyValueStorage;
  clock: Clock;
  platform: Platform;
  session: SessionModule;
  dialogs: DialogsModule;
  i18n: LocaleModule;
  content: Pick<ContentModule, '$siteOptions' | '$popup'>;
  notifications?: Pick<NotificationsModule, 'backToList'>;
  /** Opens the game of a `searchGames` menu action (createSite: the casino's Aviator search). */
  searchGames?: SearchGamesHandler;
  /** Follow Me links for networks the site options leave out. */
  brand?: Pick<BrandModule, 'social'>;
  /** Which modules' pages the site has, read when the menu is built; default: all. */
  sections?: () => MenuSections;
}

export function createShell(deps: ShellDeps): ShellModule {
  const { dialogs, session } = deps;
  const emitter = createEmitter<ShellEvents>();
  const $menuOpen = atom(false);
  const $notificationsOpen = atom(false);
  const closeMenu = () => $menuOpen.set(false);
  const openMenu = () => {
    $notificationsOpen.set(false);
    $menuOpen.set(true);
  };
  const openNotifications = () => {
    $menuOpen.set(false);
    $notificationsOpen.set(true);
  };
  const closeNotifications = () => {
    if (!$notificationsOpen.get()) return;
    $notificationsOpen.set(false);
    // The next opening starts from the list, not from the last detail.
    deps.notifications?.backToList();
  };

  const $menuContext = computed(
    [session.$session, deps.i18n.$locale, deps.content.$siteOptions],
    (state, locale, settings) => ({
      accessBetco: state.accessBetco,
      locale,
      siteOptions: deps.brand
        ? {
            ...settings,
            social: socialLinksWithBrand(settings, deps.brand, deps.platform.origin()),
          }
        : settings,
      origin: deps.platform.origin(),
      ...(deps.sections ? { sections: deps.sections() } : {}),
    }),
  );

  function apply(decision: GuardDecision): boolean {
    if (!decision.allowed && decision.openDialog) dialogs.open(decision.openDialog);
    return decision.allowed;
  }

  return {
    $menuOpen,
    openMenu,
    closeMenu,
    toggleMenu: () => ($menuOpen.get() ? closeMenu() : openMenu()),
    $notificationsOpen,
    openNotifications,
    closeNotifications,
    toggleNotifications: () =>
      $notificationsOpen.get() ? closeNotifications() : openNotifications(),
    $menuContext,
    sideMenu: (width) => buildSideMenu({ ...$menuContext.get(), width }),
    selectMenuItem(item, options = {}) {
      closeMenu();
      const action = item.action;
      if (action?.type === 'openCallRequest') dialogs.open('callRequest');
      else if (action) emitter.emit('menu-action', action);
      if (action?.type === 'searchGames' && deps.searchGames) {
        return { target: item.target, action, opened: deps.searchGames(action, options) };
      }
      return { target: item.target, action };
    },
    openLiveChat() {
      dialogs.closeAll();
      closeMenu();
      emitter.emit('menu-action', { type: 'toggleChat' });
    },
    selectLanguage(locale) {
      closeMenu();
      return deps.i18n.setLocale(locale);
    },
    on: emitter.on,
    topBar: createTopBar({ storage: deps.storage, clock: deps.clock }),
    imagePopup: createImagePopup({
      storage: deps.storage,
      dialogs,
      $popup: deps.content.$popup,
    }),
    guard(name) {
      const state = session.$session.get();
      return apply(name === 'login' ? loginGuard(state) : betcoGuard(state));
    },
    canEnter: (url) => apply(checkRoute(url, session.$session.get())),
    async runDashboardAction(id) {
      if (id === 'changePassword') dialogs.open('changePassword');
      else await session.logout();
    },
  };
}
