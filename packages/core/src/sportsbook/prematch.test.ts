import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, status } from '../testing';
import { createPrematch } from './prematch.store';
import { SPORTSBOOK_STORAGE_KEYS } from './sportsbook.constants';
import { feedEvent, setupSite } from './sportsbook.test-support';
import { DEFAULT_TOP_LEAGUE_IDS, TOP_LEAGUE_KEYS } from './top-leagues';

const competition = (id: number, name: string, count: number, sort: number) => ({
  id,
  name,
  count,
  sort,
  sportId: 1,
});

// Deliberately out of order: the client sorts every level by `sort`.
const TREE = [
  {
    id: 2,
    name: 'Basketbol',
    count: 4,
    sort: 2,
    groups: [
      { id: 1, name: 'ABD', count: 4, sort: 1, competitions: [competition(756, 'NBA', 4, 1)] },
    ],
  },
  {
    id: 1,
    name: 'Futbol',
    count: 9,
    sort: 1,
    groups: [
      {
        id: 44,
        name: 'İngiltere',
        count: 2,
        sort: 3,
        competitions: [competition(538, 'Premier Lig', 2, 1)],
      },
      {
        id: 90,
        name: 'Türkiye',
        count: 7,
        sort: 1,
        competitions: [competition(3012, '1. Lig', 3, 12), competition(566, 'Süper Lig', 4, 4)],
      },
    ],
  },
];
const SIX_HOUR_TREE = [
  {
    id: 1,
    name: 'Futbol',
    count: 2,
    sort: 1,
    groups: [
      {
        id: 90,
        name: 'Türkiye',
        count: 2,
        sort: 1,
        competitions: [competition(566, 'Süper Lig', 2, 4)],
      },
    ],
  },
];

function setup(
  options: { storage?: Record<string, string>; topLeagueIds?: Record<string, number> } = {},
) {
  const { env, site } = setupSite(options.storage ? { storage: options.storage } : {});
  let tree: () => Response = () => ok(TREE);
  env.routes.route('GET /sbapi/api/feed/categorylist', (request) =>
    request.path.includes('hour=6') ? ok(SIX_HOUR_TREE) : tree(),
  );
  env.routes.route('GET /sbapi/api/sportsbook/popularevents', () => ok([feedEvent({ id: 7 })]));
  env.routes.route('GET /sbapi/api/sportsbook/popularcompetitions', () =>
    ok([
      { competitionId: 538, sportId: 1, name: 'Premier Lig', groupName: 'İngiltere', count: 28 },
    ]),
  );
  const prematch = createPrematch({
    http: site.http,
    clock: env.clock,
    storage: env.storage,
    timeZone: 'UTC',
    $locale: site.i18n.$locale,
    ...(options.topLeagueIds ? { topLeagueIds: options.topLeagueIds } : {}),
  });
  return {
    env,
    site,
    prematch,
    setTree(next: () => Response) {
      tree = next;
    },
    treeCalls: () => env.routes.calls.filter((call) => call.path.includes('feed/categorylist')),
  };
}

afterEach(() => vi.useRealTimers());

describe('prematch tree and hour filter', () => {
  it('loads the tree again on a language or hour-filter change while watched', async () => {
    const { prematch, site, treeCalls } = setup();
    const stop = prematch.$categoryTree.listen(() => {});
    await site.settled();
    site.i18n.setLocale('en');
    await site.settled();
    prematch.setHourFilter(6);
    await site.settled();
    expect(treeCalls().map((call) => [call.path, call.headers['x-locale']])).toEqual([
      ['/sbapi/api/feed/categorylist', 'tr'],
      ['/sbapi/api/feed/categorylist', 'en'],
      ['/sbapi/api/feed/categorylist?hour=6', 'en'],
    ]);
    expect(prematch.$categoryTree.get()).toMatchObject({ status: 'ready', hour: 6 });
    stop();
  });

  it('loads the tree while watched, sorted by sort at every level, with counts', async () => {
    const { site, prematch, treeCalls } = setup();
    expect(treeCalls()).toHaveLength(0);
    const stop = prematch.$categoryTree.listen(() => {});
    await site.settled();
    expect(treeCalls()[0]?.path).toBe('/sbapi/api/feed/categorylist');
    const { sports, status: state } = prematch.$categoryTree.get();
    expect(state).toBe('ready');
    expect(sports.map((sport) => [sport.name, sport.count])).toEqual([
      ['Futbol', 9],
      ['Basketbol', 4],
    ]);
    expect(sports[0]?.groups.map((group) => group.name)).toEqual(['Türkiye', 'İngiltere']);
    expect(
      sports[0]?.groups[0]?.competitions.map((item) => [item.id, item.count, item.groupName]),
    ).toEqual([
      [566, 4, 'Türkiye'],
      [3012, 3, 'Türkiye'],
    ]);
    stop();
  });

  it('sends the hour filter, persists it under filterbyhour and reloads on change', async () => {
    const { site, env, prematch, treeCalls } = setup();
    const stop = prematch.$categoryTree.listen(() => {});
    await site.settled();
    prematch.setHourFilter(6);
    await site.settled();
    expect(treeCalls()[1]?.path).toBe('/sbapi/api/feed/categorylist?hour=6');
    expect(env.storage.getItem(SPORTSBOOK_STORAGE_KEYS.hourFilter)).toBe('6');
    expect(prematch.$categoryTree.get()).toMatchObject({ hour: 6 });
    prematch.setHourFilter(null);
    await site.settled();
    expect(treeCalls()[2]?.path).toBe('/sbapi/api/feed/categorylist');
    expect(env.storage.getItem(SPORTSBOOK_STORAGE_KEYS.hourFilter)).toBeNull();
    prematch.setHourFilter(7 as never);
    expect(prematch.$hourFilter.get()).toBeNull();
    stop();
  });

  it('restores the stored filter and removes a corrupt one', () => {
    expect(setup({ storage: { filterbyhour: '24' } }).prematch.$hourFilter.get()).toBe(24);
    const { env, prematch } = setup({ storage: { filterbyhour: '"7h"' } });
    expect(prematch.$hourFilter.get()).toBeNull();
    expect(env.storage.getItem('filterbyhour')).toBeNull();
  });

  it('keeps the last tree when a load fails (ignored)', async () => {
    const { site, prematch, setTree } = setup();
    const stop = prematch.$categoryTree.listen(() => {});
    await site.settled();
    setTree(() => status(500));
    await prematch.refreshCategories();
    expect(prematch.$categoryTree.get().sports).toHaveLength(2);
    setTree(() => ok([{ id: 'bad' }]));
    await prematch.refreshCategories();
    expect(prematch.$categoryTree.get().sports).toHaveLength(2);
    stop();
  });

  it('ignores an answer that arrives after a newer filter was chosen', async () => {
    const { site, prematch } = setup();
    const stop = prematch.$categoryTree.listen(() => {});
    prematch.setHourFilter(6);
    await site.settled();
    expect(prematch.$categoryTree.get()).toMatchObject({ hour: 6 });
    expect(prematch.$categoryTree.get().sports).toHaveLength(1);
    stop();
  });
});

describe('Top Leagues', () => {
  it('lists the 11 fixed shortcuts, with the dev server ids by default', async () => {
    const { site, prematch } = setup();
    const stop = prematch.$topLeagues.listen(() => {});
    await site.settled();
    const leagues = prematch.$topLeagues.get();
    expect(leagues.map((item) => item.key)).toEqual([...TOP_LEAGUE_KEYS]);
    expect(leagues.map((item) => item.competitionId)).toEqual(
      Object.values(DEFAULT_TOP_LEAGUE_IDS),
    );
    expect(leagues.filter((item) => item.sportId === 2).map((item) => item.key)).toEqual(['nba']);
    expect(leagues[3]).toMatchObject({
      key: 'superLig',
      name: 'Süper Lig',
      count: 4,
      offered: true,
    });
    expect(leagues[1]).toMatchObject({ key: 'laLiga', name: 'La Liga', count: 0, offered: false });
    stop();
  });

  it('takes configured ids', () => {
    const { prematch } = setup({ topLeagueIds: { superLig: 1 } });
    expect(prematch.$topLeagues.get()[3]?.competitionId).toBe(1);
    expect(prematch.$topLeagues.get()[0]?.competitionId).toBe(538);
  });
});

describe('favorite competitions (sb_favorite_competitions)', () => {
  const KEY = SPORTSBOOK_STORAGE_KEYS.competitionFavorites;
  const stored = (items: unknown) => ({ [KEY]: JSON.stringify(items) });

  it('toggles and stores them', () => {
    const { env, prematch } = setup();
    expect(
      prematch.toggleFavoriteCompetition({
        competitionId: 566,
        sportId: 1,
        name: 'Süper Lig',
        groupName: 'Türkiye',
        count: 4,
      }),
    ).toBe(true);
    expect(JSON.parse(env.storage.getItem(KEY) ?? '[]')).toEqual([
      { competitionId: 566, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye', count: 4 },
    ]);
    expect(prematch.isFavoriteCompetition(566)).toBe(true);
    expect(prematch.toggleFavoriteCompetition({ competitionId: 566, sportId: 1, name: 'x' })).toBe(
      false,
    );
    expect(prematch.$favoriteCompetitions.get()).toEqual([]);
  });

  it.each([
    ['a string competitionId', [{ competitionId: '566', sportId: 1, name: 'x' }]],
    ['a missing name', [{ competitionId: 566, sportId: 1 }]],
    ['a numeric name', [{ competitionId: 566, sportId: 1, name: 5 }]],
    ['no array', { competitionId: 566, sportId: 1, name: 'x' }],
  ])('removes stored favorites with %s', (_name, items) => {
    const { env, prematch } = setup({ storage: stored(items) });
    expect(prematch.$favoriteCompetitions.get()).toEqual([]);
    expect(env.storage.getItem(KEY)).toBeNull();
  });

  it('prunes favorites no longer offered (unfiltered tree only) and refreshes counts', async () => {
    const { site, env, prematch } = setup({
      storage: stored([
        { competitionId: 566, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye', count: 1 },
        { competitionId: 4242, sportId: 1, name: 'Gone', groupName: 'X', count: 3 },
        { competitionId: 538, sportId: 1, name: 'Premier Lig', groupName: 'İngiltere', count: 2 },
      ]),
    });
    prematch.setHourFilter(6);
    const stop = prematch.$categoryTree.listen(() => {});
    await site.settled();
    // A 6-hour window does not list 538 or 4242; neither is removed for that.
    expect(
      prematch.$favoriteCompetitions.get().map((item) => [item.competitionId, item.count]),
    ).toEqual([
      [566, 2],
      [4242, 3],
      [538, 2],
    ]);
    prematch.setHourFilter(null);
    await site.settled();
    expect(
      prematch.$favoriteCompetitions.get().map((item) => [item.competitionId, item.count]),
    ).toEqual([
      [566, 4],
      [538, 2],
    ]);
    expect(JSON.parse(env.storage.getItem(KEY) ?? '[]')).toHaveLength(2);
    stop();
  });
});

describe('favorite prematch events (sb_prematch_favorite_events)', () => {
  const KEY = SPORTSBOOK_STORAGE_KEYS.prematchEventFavorites;

  it('toggles an event row and stores it', async () => {
    const { site, env, prematch } = setup();
    const stop = prematch.$popularEvents.listen(() => {});
    await site.settled();
    const row = prematch.$popularEvents.get()[0];
    if (!row) throw new Error('no row');
    expect(prematch.togglePrematchFavorite(row)).toBe(true);
    expect(prematch.$favoritePrematchEventIds.get().has(7)).toBe(true);
    expect(JSON.parse(env.storage.getItem(KEY) ?? '[]')[0]).toEqual({
      eventId: 7,
      sportId: 1,
      groupName: 'Türkiye',
      leagueName: 'Süper Lig',
      homeName: 'Galatasaray',
      awayName: 'Trabzonspor',
      eventDate: '2026-01-01T18:45:00.000Z',
    });
    expect(prematch.togglePrematchFavorite(row)).toBe(false);
    stop();
  });

  it('defaults sportId to 1 and removes corrupt values', () => {
    const good = setup({ storage: { [KEY]: '[{"eventId":5,"homeName":"A"}]' } }).prematch;
    expect(good.$favoritePrematchEvents.get()[0]).toMatchObject({ eventId: 5, sportId: 1 });
    const { env, prematch } = setup({ storage: { [KEY]: '[{"eventId":"5"}]' } });
    expect(prematch.$favoritePrematchEvents.get()).toEqual([]);
    expect(env.storage.getItem(KEY)).toBeNull();
  });
});

describe('popular events and competitions', () => {
  it('load on first watch; failures are ignored', async () => {
    const { site, env, prematch } = setup();
    const stops = [
      prematch.$popularEvents.listen(() => {}),
      prematch.$popularCompetitions.listen(() => {}),
    ];
    await site.settled();
    expect(prematch.$popularEvents.get()[0]).toMatchObject({ id: 7, date: '01.01', time: '18:45' });
    expect(prematch.$popularCompetitions.get()[0]).toMatchObject({ competitionId: 538, count: 28 });
    env.routes.route('GET /sbapi/api/sportsbook/popularevents', () => fail('down'));
    await prematch.loadPopularEvents();
    expect(prematch.$popularEvents.get()).toHaveLength(1);
    expect(prematch.$popularEventsStatus.get()).toBe('ready');
    for (const stop of stops) stop();
  });

  it('tell a failed first load from an empty list, and load again on retry', async () => {
    const { site, env, prematch } = setup();
    env.routes.route('GET /sbapi/api/sportsbook/popularevents', () => fail('down'));
    const stop = prematch.$popularEvents.listen(() => {});
    expect(prematch.$popularEventsStatus.get()).toBe('loading');
    await site.settled();
    expect(prematch.$popularEventsStatus.get()).toBe('failed');
    env.routes.route('GET /sbapi/api/sportsbook/popularevents', () => ok([]));
    const retry = prematch.loadPopularEvents();
    expect(prematch.$popularEventsStatus.get()).toBe('loading');
    await retry;
    expect(prematch.$popularEventsStatus.get()).toBe('ready');
    expect(prematch.$popularEvents.get()).toEqual([]);
    stop();
  });
});

describe('mobile market selector', () => {
  it('switches between Match Result and Total Goals', () => {
    const { prematch } = setup();
    expect(prematch.$mobileMarket.get()).toBe('matchResult');
    prematch.setMobileMarket('totalGoals');
    expect(prematch.$mobileMarket.get()).toBe('totalGoals');
  });
});
