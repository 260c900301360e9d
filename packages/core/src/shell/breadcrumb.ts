import { BET_HISTORY_ROUTE, DASHBOARD_TILES, RESPONSIBLE_GAMING_ROUTE } from './dashboard';
import type { ShellKey, ShellText } from './shell-keys';

export interface BreadcrumbItem {
  label: ShellText;
  url: string;
  /** The last item is the current page and is highlighted. */
  current: boolean;
}

/** Labels by route (the "route data" of spec 000 §2). Routes not listed get no crumb. */
export const ROUTE_LABELS: Readonly<Record<string, ShellKey>> = {
  '/': 'shell.breadcrumb.home',
  '/dashboard': 'shell.breadcrumb.myAccount',
  ...Object.fromEntries(DASHBOARD_TILES.map((tile) => [tile.url, tile.title])),
  [BET_HISTORY_ROUTE]: 'shell.dashboard.myBets',
  [RESPONSIBLE_GAMING_ROUTE]: 'shell.dashboard.responsibleGaming',
  '/promotions': 'shell.menu.promotions',
  '/casino/slot': 'shell.menu.slots',
  '/casino/live': 'shell.menu.liveCasino',
  '/casino/popular-games': 'shell.menu.bingo',
  '/casino/tvbets': 'shell.menu.tvBets',
  '/spor/live/event-view': 'shell.menu.liveBettings',
  '/spor/live/overview/1': 'shell.menu.liveBettings',
  '/spor/prematch': 'shell.menu.sports',
  '/spor/betco': 'shell.menu.betco',
  '/pages': 'shell.menu.contents',
};

/** Marks the last item current; the UI separates items with a slash. */
export function breadcrumbItems(entries: readonly { label: ShellText; url: string }[]) {
  return entries.map(
    (entry, index): BreadcrumbItem => ({ ...entry, current: index === entries.length - 1 }),
  );
}

/**
 * The trail for a path: Home, then every prefix of the path that has a label. `titles` gives
 * server texts by route (a content page's title for `/pages/3`) and wins over `ROUTE_LABELS`.
 */
export function breadcrumbFor(
  url: string,
  titles: Readonly<Record<string, string>> = {},
): BreadcrumbItem[] {
  const path = url.replace(/[?#].*$/, '');
  const segments = path.split('/').filter(Boolean);
  const entries: { label: ShellText; url: string }[] = [
    { label: { key: 'shell.breadcrumb.home' }, url: '/' },
  ];
  for (let index = 1; index <= segments.length; index++) {
    const prefix = `/${segments.slice(0, index).join('/')}`;
    const title = titles[prefix];
    const key = ROUTE_LABELS[prefix];
    if (title !== undefined) entries.push({ label: { text: title }, url: prefix });
    else if (key !== undefined) entries.push({ label: { key }, url: prefix });
  }
  return breadcrumbItems(entries);
}
