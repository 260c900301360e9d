import { externalLink, type SiteSettings, type SocialLink } from '../kernel/bootstrap/site-options';
import { LOCALES, type Locale } from '../kernel/i18n/locale';
import type { LinkTarget } from '../kernel/links/url-policy';
import { isMobileWidth, LIVE_BETTING_NARROW_BELOW_PX } from './layout';
import type { ShellKey } from './shell-keys';

export const LIVE_BETTING_URL = '/spor/live/event-view';
export const LIVE_BETTING_NARROW_URL = '/spor/live/overview/1';
/** Spec: Aviator opens the game list searched for "Aviator", not live. */
export const AVIATOR_SEARCH = { search: 'Aviator', live: false } as const;
export const CALL_REQUEST_APP_KEY = 'callcenterform';
export const BLOG_APP_KEY = 'getirdaily';

/** What a menu item does besides (or instead of) following a link. */
export type MenuAction =
  /** Open the casino game list searched for `search` (the casino domain handles it). */
  | { type: 'searchGames'; search: string; live: boolean }
  /** Open the call-request form (the core opens the dialog). */
  | { type: 'openCallRequest'; appKey: typeof CALL_REQUEST_APP_KEY }
  /** Show or hide the live-chat widget (the UI owns the widget). */
  | { type: 'toggleChat' };

export interface MenuItem {
  id: string;
  title: ShellKey;
  icon: string;
  /** The in-app route, for items that have one. */
  url?: string;
  /** Key of an external app link, resolved from site options; opens a new tab. */
  externalKey?: string;
  /** Where clicking goes: in-app path, new tab, or nothing (refused or not configured). */
  target?: LinkTarget;
  action?: MenuAction;
  badge?: ShellKey;
  children?: MenuItem[];
  /** Whether an expandable item starts open. */
  open: boolean;
}

export type MenuGroupId = 'casino' | 'sports' | 'games' | 'other';

export interface MenuGroup {
  id: MenuGroupId;
  title: ShellKey;
  items: MenuItem[];
}

export interface LanguageEntry {
  locale: Locale;
  title: ShellKey;
  active: boolean;
}

export interface SideMenu {
  groups: MenuGroup[];
  language: { title: ShellKey; entries: LanguageEntry[] };
  followMe: { title: ShellKey; links: (SocialLink & { title: ShellKey })[] };
}

/** Which modules' pages the site has; a section without its module is left out of the menu. */
export interface MenuSections {
  sportsbook: boolean;
  casino: boolean;
}

/** Everything the menu depends on; only `width` changes on resize. */
export interface SideMenuInput {
  width: number;
  /** Default: both (the full site). */
  sections?: MenuSections;
  accessBetco: boolean;
  locale: Locale;
  siteOptions: SiteSettings;
  origin: string;
}

const route = (
  id: string,
  title: ShellKey,
  icon: string,
  url: string,
  extra: Partial<MenuItem> = {},
): MenuItem => ({
  id,
  title,
  icon,
  url,
  target: { kind: 'navigate', path: url },
  open: false,
  ...extra,
});

/** The live-betting route for a viewport width (spec 000 §2: under 1100 px the overview). */
export function liveBettingUrl(width: number): string {
  return width < LIVE_BETTING_NARROW_BELOW_PX ? LIVE_BETTING_NARROW_URL : LIVE_BETTING_URL;
}

/** The side menu as data (spec 000 §2, 001 §2). Pure: same input, same menu. */
export function buildSideMenu(input: SideMenuInput): SideMenu {
  const live = liveBettingUrl(input.width);
  const highRate: ShellKey = 'shell.menu.badge.highRate';

  const sports: MenuItem[] = [
    route('liveBettings', 'shell.menu.liveBettings', 'live', live, {
      children: [
        route('liveBettingsHighRate', 'shell.menu.liveBettingsHighRate', 'live', live, {
          badge: highRate,
        }),
      ],
    }),
    route('sports', 'shell.menu.sports', 'sports', '/spor/prematch', {
      children: [
        route('sportsHighRate', 'shell.menu.sportsHighRate', 'sports', '/spor/prematch', {
          badge: highRate,
        }),
      ],
    }),
  ];
  if (input.accessBetco) sports.push(route('betco', 'shell.menu.betco', 'betco', '/spor/betco'));

  const other: MenuItem[] = [
    route('promotions', 'shell.menu.promotions', 'promotions', '/promotions'),
  ];
  // Live chat is a desktop widget: hidden on small screens.
  if (!isMobileWidth(input.width)) {
    other.push({
      id: 'liveChat',
      title: 'shell.menu.liveChat',
      icon: 'chat',
      action: { type: 'toggleChat' },
      open: false,
    });
  }
  other.push(
    {
      id: 'callRequest',
      title: 'shell.menu.callRequest',
      icon: 'call',
      action: { type: 'openCallRequest', appKey: CALL_REQUEST_APP_KEY },
      open: false,
    },
    {
      id: 'blog',
      title: 'shell.menu.blog',
      icon: 'blog',
      externalKey: BLOG_APP_KEY,
      target: externalLink(input.siteOptions, BLOG_APP_KEY, input.origin),
      open: false,
    },
    route('aboutUs', 'shell.menu.aboutUs', 'about', '/pages/3'),
    route('contents', 'shell.menu.contents', 'contents', '/pages'),
  );

  const sections = input.sections ?? { sportsbook: true, casino: true };
  const allGroups: MenuGroup[] = [
    {
      id: 'casino',
      title: 'shell.menu.group.casino',
      items: [
        route('slots', 'shell.menu.slots', 'slot', '/casino/slot'),
        route('liveCasino', 'shell.menu.liveCasino', 'live-casino', '/casino/live'),
      ],
    },
    { id: 'sports', title: 'shell.menu.group.sports', items: sports },
    {
      id: 'games',
      title: 'shell.menu.group.games',
      items: [
        {
          id: 'aviator',
          title: 'shell.menu.aviator',
          icon: 'aviator',
          action: { type: 'searchGames', ...AVIATOR_SEARCH },
          open: false,
        },
        route('bingo', 'shell.menu.bingo', 'bingo', '/casino/popular-games'),
        route('tvBets', 'shell.menu.tvBets', 'tv', '/casino/tvbets'),
      ],
    },
    { id: 'other', title: 'shell.menu.group.other', items: other },
  ];
  const groups = allGroups.filter(
    // A brand without the sportsbook (or the casino) gets no links to pages it does not have.
    (group) =>
      (group.id !== 'sports' || sections.sportsbook) &&
      ((group.id !== 'casino' && group.id !== 'games') || sections.casino),
  );

  return {
    groups,
    language: {
      title: 'shell.menu.language',
      entries: LOCALES.map((locale) => ({
        locale,
        title: `shell.language.${locale}` as const,
        active: locale === input.locale,
      })),
    },
    followMe: {
      title: 'shell.menu.followMe',
      links: input.siteOptions.social.map((link) => ({
        ...link,
        title: `shell.social.${link.network}` as const,
      })),
    },
  };
}

/** Every item of the menu, children included, in display order (for tests and search). */
export function menuItems(menu: SideMenu): MenuItem[] {
  const flat: MenuItem[] = [];
  const visit = (item: MenuItem) => {
    flat.push(item);
    for (const child of item.children ?? []) visit(child);
  };
  for (const group of menu.groups) for (const item of group.items) visit(item);
  return flat;
}
