import type { ShellKey } from './shell-keys';

export interface DashboardTile {
  id: string;
  title: ShellKey;
  icon: string;
  url: string;
}

/** The account dashboard tiles (spec 000 §2, 001 §2), in display order. */
export const DASHBOARD_TILES: readonly DashboardTile[] = [
  { id: 'deposit', title: 'shell.dashboard.deposit', icon: 'deposit', url: '/dashboard/deposit' },
  {
    id: 'withdraw',
    title: 'shell.dashboard.withdraw',
    icon: 'withdraw',
    url: '/dashboard/withdraw',
  },
  {
    id: 'gameActivities',
    title: 'shell.dashboard.gameActivities',
    icon: 'game-history',
    url: '/dashboard/game-history',
  },
  { id: 'bonuses', title: 'shell.dashboard.bonuses', icon: 'bonus', url: '/dashboard/bonuses' },
  {
    id: 'financialHistory',
    title: 'shell.dashboard.financialHistory',
    icon: 'financial',
    url: '/dashboard/financial-activities',
  },
  {
    id: 'sessionHistory',
    title: 'shell.dashboard.sessionHistory',
    icon: 'session',
    url: '/dashboard/session-history',
  },
  {
    id: 'personalInformation',
    title: 'shell.dashboard.personalInformation',
    icon: 'account',
    url: '/dashboard/account',
  },
];

/**
 * The player's bets (coupons with their selections), linked from the dashboard and the history
 * pages. Not a tile of the spec: the spec lists seven tiles, and the bets page is an addition.
 */
export const BET_HISTORY_ROUTE = '/dashboard/bets';

/**
 * Player protection's page (limits, reality check, time-out, self-exclusion), shown as a tile
 * on a site composed with `protectionModule()`. An extension, not one of the spec's tiles.
 */
export const RESPONSIBLE_GAMING_ROUTE = '/dashboard/responsible-gaming';

/** The route of a dashboard tile by id (the header's Deposit button: `deposit`); else /dashboard. */
export function dashboardTileUrl(id: string): string {
  return DASHBOARD_TILES.find((tile) => tile.id === id)?.url ?? '/dashboard';
}

export type DashboardActionId = 'changePassword' | 'logout';

export interface DashboardAction {
  id: DashboardActionId;
  title: ShellKey;
  icon: string;
}

/** Change Password and Log Out are actions, not routes (`site.shell.runDashboardAction`). */
export const DASHBOARD_ACTIONS: readonly DashboardAction[] = [
  { id: 'changePassword', title: 'shell.dashboard.changePassword', icon: 'lock' },
  { id: 'logout', title: 'shell.dashboard.logout', icon: 'logout' },
];
