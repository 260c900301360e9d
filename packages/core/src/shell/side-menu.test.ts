import { describe, expect, it } from 'vitest';
import { readSiteSettings } from '../kernel/bootstrap/site-options';
import { SHELL_KEYS } from './shell-keys';
import { buildSideMenu, menuItems, type SideMenuInput } from './side-menu';

const ORIGIN = 'https://site.test';
const siteOptions = readSiteSettings(
  [
    { key: 'twitter', value: 'https://twitter.com/ornek' },
    { key: 'instagram', value: 'https://instagram.com/ornek' },
    { key: 'telegram', value: 'https://t.me/ornek' },
    { key: 'getirdaily', value: 'https://blog.example/getir' },
  ],
  ORIGIN,
);
const input = (over: Partial<SideMenuInput> = {}): SideMenuInput => ({
  width: 1280,
  accessBetco: false,
  locale: 'tr',
  siteOptions,
  origin: ORIGIN,
  ...over,
});
const find = (menu: ReturnType<typeof buildSideMenu>, id: string) =>
  menuItems(menu).find((item) => item.id === id);

describe('side menu model', () => {
  it('has the four groups with every entry of spec 000 §2 / 001 §2, in order', () => {
    const menu = buildSideMenu(input());
    expect(menu.groups.map((group) => [group.id, group.title])).toEqual([
      ['casino', 'shell.menu.group.casino'],
      ['sports', 'shell.menu.group.sports'],
      ['games', 'shell.menu.group.games'],
      ['other', 'shell.menu.group.other'],
    ]);
    const summary = menu.groups.map((group) =>
      group.items.map((item) => ({
        id: item.id,
        url: item.url,
        externalKey: item.externalKey,
        action: item.action,
        children: item.children?.map((child) => ({
          id: child.id,
          url: child.url,
          badge: child.badge,
        })),
      })),
    );
    expect(JSON.parse(JSON.stringify(summary))).toEqual([
      [
        { id: 'slots', url: '/casino/slot' },
        { id: 'liveCasino', url: '/casino/live' },
      ],
      [
        {
          id: 'liveBettings',
          url: '/spor/live/event-view',
          children: [
            {
              id: 'liveBettingsHighRate',
              url: '/spor/live/event-view',
              badge: 'shell.menu.badge.highRate',
            },
          ],
        },
        {
          id: 'sports',
          url: '/spor/prematch',
          children: [
            { id: 'sportsHighRate', url: '/spor/prematch', badge: 'shell.menu.badge.highRate' },
          ],
        },
      ],
      [
        { id: 'aviator', action: { type: 'searchGames', search: 'Aviator', live: false } },
        { id: 'bingo', url: '/casino/popular-games' },
        { id: 'tvBets', url: '/casino/tvbets' },
      ],
      [
        { id: 'promotions', url: '/promotions' },
        { id: 'liveChat', action: { type: 'toggleChat' } },
        { id: 'callRequest', action: { type: 'openCallRequest', appKey: 'callcenterform' } },
        { id: 'blog', externalKey: 'getirdaily' },
        { id: 'aboutUs', url: '/pages/3' },
        { id: 'contents', url: '/pages' },
      ],
    ]);
  });

  it('route items navigate in-app; the Blog opens its external link in a new tab', () => {
    const menu = buildSideMenu(input());
    expect(find(menu, 'slots')?.target).toEqual({ kind: 'navigate', path: '/casino/slot' });
    expect(find(menu, 'blog')?.target).toEqual({
      kind: 'open',
      href: 'https://blog.example/getir',
      target: '_blank',
      rel: 'noopener',
    });
    const withoutBlog = buildSideMenu(input({ siteOptions: readSiteSettings([], ORIGIN) }));
    expect(find(withoutBlog, 'blog')?.target?.kind).toBe('refused');
  });

  it('shows /spor/betco only with betco access', () => {
    expect(find(buildSideMenu(input()), 'betco')).toBeUndefined();
    const withBetco = buildSideMenu(input({ accessBetco: true }));
    const sports = withBetco.groups.find((group) => group.id === 'sports');
    expect(sports?.items.map((item) => item.id)).toEqual(['liveBettings', 'sports', 'betco']);
    expect(find(withBetco, 'betco')?.target).toEqual({ kind: 'navigate', path: '/spor/betco' });
  });

  it.each([
    [1099, '/spor/live/overview/1'],
    [1100, '/spor/live/event-view'],
    [375, '/spor/live/overview/1'],
    [1920, '/spor/live/event-view'],
  ])('live betting at %i px goes to %s (entry and its High Rate child)', (width, url) => {
    const menu = buildSideMenu(input({ width }));
    for (const id of ['liveBettings', 'liveBettingsHighRate']) {
      expect(find(menu, id)?.url).toBe(url);
      expect(find(menu, id)?.target).toEqual({ kind: 'navigate', path: url });
    }
    expect(find(menu, 'sports')?.url).toBe('/spor/prematch');
  });

  it.each([
    [900, false],
    [901, true],
    [1280, true],
  ])('live chat at %i px: shown %s (hidden on small screens)', (width, shown) => {
    expect(find(buildSideMenu(input({ width })), 'liveChat') !== undefined).toBe(shown);
  });

  it('has a language section marking the active language', () => {
    expect(buildSideMenu(input({ locale: 'en' })).language).toEqual({
      title: 'shell.menu.language',
      entries: [
        { locale: 'tr', title: 'shell.language.tr', active: false },
        { locale: 'en', title: 'shell.language.en', active: true },
      ],
    });
  });

  it('has Follow Me with the social links from site options', () => {
    const followMe = buildSideMenu(input()).followMe;
    expect(followMe.title).toBe('shell.menu.followMe');
    expect(followMe.links.map((link) => [link.network, link.title, link.target.kind])).toEqual([
      ['twitter', 'shell.social.twitter', 'open'],
      ['instagram', 'shell.social.instagram', 'open'],
      ['telegram', 'shell.social.telegram', 'open'],
    ]);
  });

  it('uses only declared shell keys, and every item starts closed', () => {
    const menu = buildSideMenu(input({ accessBetco: true }));
    const keys = [
      ...menu.groups.map((group) => group.title),
      ...menuItems(menu).flatMap((item) => [item.title, ...(item.badge ? [item.badge] : [])]),
      menu.language.title,
      ...menu.language.entries.map((entry) => entry.title),
      menu.followMe.title,
      ...menu.followMe.links.map((link) => link.title),
    ];
    for (const key of keys) expect(SHELL_KEYS).toContain(key);
    expect(menuItems(menu).every((item) => item.open === false)).toBe(true);
  });
});

describe('side menu sections', () => {
  it('leaves out the groups of a module the site does not have', () => {
    const ids = (sections: SideMenuInput['sections']) =>
      buildSideMenu(input({ sections })).groups.map((group) => group.id);
    expect(ids({ sportsbook: false, casino: true })).toEqual(['casino', 'games', 'other']);
    expect(ids({ sportsbook: true, casino: false })).toEqual(['sports', 'other']);
    expect(ids(undefined)).toEqual(['casino', 'sports', 'games', 'other']);
  });
});
