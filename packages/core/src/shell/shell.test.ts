import { describe, expect, it } from 'vitest';
import { createFullSite } from '../entries/full';
import { AUTH_DATA_KEY } from '../kernel/session/session.types';
import { createTestEnv, ok } from '../testing';
import { breadcrumbFor, breadcrumbItems } from './breadcrumb';
import { DASHBOARD_ACTIONS, DASHBOARD_TILES, dashboardTileUrl } from './dashboard';
import { SHELL_KEYS } from './shell-keys';
import { menuItems } from './side-menu';

function setup(storage: Record<string, string> = {}) {
  const env = createTestEnv({ storage });
  env.routes.route('GET /api/auth/logout', () => ok(null));
  const site = createFullSite({ env });
  return { env, site };
}

describe('side menu on a site', () => {
  it('$menuOpen opens, toggles and closes', () => {
    const { site } = setup();
    expect(site.shell.$menuOpen.get()).toBe(false);
    site.shell.openMenu();
    expect(site.shell.$menuOpen.get()).toBe(true);
    site.shell.toggleMenu();
    expect(site.shell.$menuOpen.get()).toBe(false);
    site.shell.toggleMenu();
    site.shell.closeMenu();
    expect(site.shell.$menuOpen.get()).toBe(false);
  });

  it('the notification panel and the side menu close each other; closing returns to the list', () => {
    // A player: for a visitor the notification stores clear themselves.
    const { site } = setup({ authData: JSON.stringify({ token: 'player', username: 'p' }) });
    site.shell.openMenu();
    site.shell.openNotifications();
    expect([site.shell.$menuOpen.get(), site.shell.$notificationsOpen.get()]).toEqual([
      false,
      true,
    ]);
    site.shell.toggleMenu();
    expect([site.shell.$menuOpen.get(), site.shell.$notificationsOpen.get()]).toEqual([
      true,
      false,
    ]);
    site.shell.toggleNotifications();
    site.notifications.openDetail(7);
    expect(site.notifications.$view.get()).toEqual({ mode: 'detail', id: 7 });
    site.shell.toggleNotifications();
    expect(site.shell.$notificationsOpen.get()).toBe(false);
    expect(site.notifications.$view.get()).toEqual({ mode: 'list' });
  });

  it('clicking any item closes the menu and returns where to go', () => {
    const { site } = setup();
    for (const item of menuItems(site.shell.sideMenu(1280))) {
      site.dialogs.closeAll();
      site.shell.openMenu();
      const selection = site.shell.selectMenuItem(item);
      expect(site.shell.$menuOpen.get()).toBe(false);
      expect(selection).toMatchObject({ target: item.target, action: item.action });
    }
  });

  it('Call Request opens the call-request dialog; Aviator and Live Chat are announced', () => {
    const { site } = setup();
    const actions: unknown[] = [];
    site.shell.on('menu-action', (action) => actions.push(action));
    const menu = site.shell.sideMenu(1280);
    const item = (id: string) => menuItems(menu).find((entry) => entry.id === id);
    const call = item('callRequest');
    const aviator = item('aviator');
    const chat = item('liveChat');
    if (!call || !aviator || !chat) throw new Error('menu entries missing');

    site.shell.selectMenuItem(call);
    expect(site.dialogs.$dialog.get()?.name).toBe('callRequest');
    site.shell.selectMenuItem(aviator);
    site.shell.selectMenuItem(chat);
    expect(actions).toEqual([
      { type: 'searchGames', search: 'Aviator', live: false },
      { type: 'toggleChat' },
    ]);
  });

  it('Aviator: the core searches it and opens the first game (desktop: the route to follow)', async () => {
    const player = { token: 't', username: 'a', betcoUrl: '' };
    const { env, site } = setup({ [AUTH_DATA_KEY]: JSON.stringify(player) });
    const aviatorGame = {
      gameCode: 'hub_aviator',
      name: 'Aviator',
      providerName: 'Hub88',
      mainProviderId: 2,
      system: '1',
      productId: 0,
      systemCategory: 1,
    };
    env.routes.route('POST /api/casino/games', () => ok([[aviatorGame]]));
    env.routes.route('POST /api/casino/hub88launchurl', () => ok('https://games.example/a'));
    const aviator = menuItems(site.shell.sideMenu(1280)).find((entry) => entry.id === 'aviator');
    if (!aviator) throw new Error('menu entry missing');

    const desktop = site.shell.selectMenuItem(aviator);
    expect(await desktop.opened).toEqual({
      ok: true,
      path: expect.stringMatching(/^\/casino\/play\//),
    });
    expect(env.routes.calls[0]?.body).toStrictEqual({ search: 'Aviator', live: false });

    const mobile = site.shell.selectMenuItem(aviator, { mobile: true });
    expect(await mobile.opened).toEqual({ ok: true, path: null });
    expect(site.dialogs.$dialog.get()?.name).toBe('playGame');

    const chat = menuItems(site.shell.sideMenu(1280)).find((entry) => entry.id === 'liveChat');
    if (!chat) throw new Error('menu entry missing');
    expect(site.shell.selectMenuItem(chat).opened).toBeUndefined();
  });

  it('openLiveChat closes dialogs and the menu, then announces toggleChat like the menu entry', () => {
    const { site } = setup();
    const actions: unknown[] = [];
    site.shell.on('menu-action', (action) => actions.push(action));
    site.shell.openMenu();
    site.dialogs.open('login');
    site.shell.openLiveChat();
    expect(site.dialogs.$dialog.get()).toBeNull();
    expect(site.shell.$menuOpen.get()).toBe(false);
    const chat = menuItems(site.shell.sideMenu(1280)).find((entry) => entry.id === 'liveChat');
    expect(actions).toEqual([chat?.action]);
    expect(actions).toEqual([{ type: 'toggleChat' }]);
  });

  it('the menu follows the session (betco) and the language; the language section switches and closes', () => {
    const auth = { token: 't', username: 'a', betcoUrl: 'https://betco.example' };
    const { site } = setup({ [AUTH_DATA_KEY]: JSON.stringify(auth) });
    expect(menuItems(site.shell.sideMenu(1280)).some((item) => item.id === 'betco')).toBe(true);
    site.shell.openMenu();
    site.shell.selectLanguage('en');
    expect(site.i18n.$locale.get()).toBe('en');
    expect(site.shell.$menuOpen.get()).toBe(false);
    expect(site.shell.$menuContext.get().locale).toBe('en');
    expect(site.shell.sideMenu(1280).language.entries.find((entry) => entry.active)?.locale).toBe(
      'en',
    );
  });

  it('Follow Me comes from the bootstrap site options', () => {
    const { site } = setup();
    expect(site.shell.sideMenu(1280).followMe.links).toEqual([]);
    site.bootstrap.applyMessage({
      type: 'BOOTSTRAP_DATA',
      data: { siteOptionList: [{ key: 'telegram', value: 'https://t.me/x' }] },
    });
    expect(site.shell.sideMenu(1280).followMe.links.map((link) => link.network)).toEqual([
      'telegram',
    ]);
  });
});

describe('dashboard', () => {
  it('has the seven tiles as routes', () => {
    expect(DASHBOARD_TILES.map((tile) => tile.url)).toEqual([
      '/dashboard/deposit',
      '/dashboard/withdraw',
      '/dashboard/game-history',
      '/dashboard/bonuses',
      '/dashboard/financial-activities',
      '/dashboard/session-history',
      '/dashboard/account',
    ]);
    for (const tile of DASHBOARD_TILES) expect(SHELL_KEYS).toContain(tile.title);
  });

  it('dashboardTileUrl finds a tile route by id, else the dashboard', () => {
    expect(dashboardTileUrl('deposit')).toBe('/dashboard/deposit');
    expect(dashboardTileUrl('personalInformation')).toBe('/dashboard/account');
    expect(dashboardTileUrl('nope')).toBe('/dashboard');
  });

  it('Change Password opens its dialog; Log Out logs out', async () => {
    const auth = { token: 't', username: 'a', betcoUrl: '' };
    const { env, site } = setup({ [AUTH_DATA_KEY]: JSON.stringify(auth) });
    expect(DASHBOARD_ACTIONS.map((action) => action.id)).toEqual(['changePassword', 'logout']);
    await site.shell.runDashboardAction('changePassword');
    expect(site.dialogs.$dialog.get()?.name).toBe('changePassword');
    await site.shell.runDashboardAction('logout');
    expect(env.routes.calls.at(-1)?.path).toBe('/api/auth/logout');
    expect(site.session.$session.get().hasLogin).toBe(false);
  });
});

describe('breadcrumb', () => {
  it('builds Home, then each labelled prefix; the last item is current', () => {
    expect(breadcrumbFor('/dashboard/deposit?tab=1')).toEqual([
      { label: { key: 'shell.breadcrumb.home' }, url: '/', current: false },
      { label: { key: 'shell.breadcrumb.myAccount' }, url: '/dashboard', current: false },
      { label: { key: 'shell.dashboard.deposit' }, url: '/dashboard/deposit', current: true },
    ]);
    expect(breadcrumbFor('/casino/slot').map((item) => item.url)).toEqual(['/', '/casino/slot']);
    expect(breadcrumbFor('/')).toEqual([
      { label: { key: 'shell.breadcrumb.home' }, url: '/', current: true },
    ]);
  });

  it('takes server titles for content pages', () => {
    expect(
      breadcrumbFor('/pages/4', { '/pages/4': 'Genel Kurallar' }).map((item) => item.label),
    ).toEqual([
      { key: 'shell.breadcrumb.home' },
      { key: 'shell.menu.contents' },
      { text: 'Genel Kurallar' },
    ]);
  });

  it('marks only the last of any given items current', () => {
    const items = breadcrumbItems([
      { label: { text: 'A' }, url: '/a' },
      { label: { text: 'B' }, url: '/b' },
    ]);
    expect(items.map((item) => item.current)).toEqual([false, true]);
    expect(breadcrumbItems([])).toEqual([]);
  });
});
