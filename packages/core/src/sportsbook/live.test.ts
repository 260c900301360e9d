import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, status } from '../testing';
import { createLive, isLiveWidgetCategory } from './live.store';
import { createOddsStream } from './odds-stream';
import { SPORTSBOOK_STORAGE_KEYS } from './sportsbook.constants';
import {
  isNarrowLive,
  liveEntryRoute,
  liveEventRoute,
  SPORTSBOOK_ROUTES,
} from './sportsbook.routes';
import { league, liveEvent, settleAroundHeldAnswer, setupSite } from './sportsbook.test-support';

const CATEGORIES = [
  { id: 2, name: 'Basketbol', count: 1, sort: 2 },
  { id: 1, name: 'Futbol', count: 3, sort: 1 },
  { id: 11, name: 'Sanal Futbol', count: 5, sort: 9 },
  { id: 35, name: 'E-Futbol', count: 5, sort: 10 },
  { id: 8, name: 'E-Spor', count: 1, sort: 8 },
];

type Leagues = Record<number, unknown[]>;

function setup(options: { storage?: Record<string, string>; leagues?: Leagues } = {}) {
  const { env, site } = setupSite(options.storage ? { storage: options.storage } : {});
  let categories: unknown = CATEGORIES;
  let leagues: Leagues = options.leagues ?? {
    1: [
      league('Türkiye - Süper Lig', [
        liveEvent({ id: 101, homeName: 'Beşiktaş', awayName: 'Göztepe' }),
        liveEvent({ id: 102, homeName: 'Iğdır FK', awayName: 'Bodrum FK', eventStatus: 'S' }),
      ]),
      league(
        'İngiltere - Premier Lig',
        [liveEvent({ id: 103, homeName: 'Arsenal', awayName: 'Chelsea' })],
        538,
      ),
    ],
    2: [
      league(
        'ABD - NBA',
        [
          liveEvent({
            id: 201,
            sportId: 2,
            homeName: 'Lakers',
            awayName: 'Celtics',
            result: { Goal: null, SetScore: null, Points: '88-79', MapScore: null },
          }),
        ],
        756,
      ),
    ],
    8: [
      league(
        'Uluslararası - CS2',
        [liveEvent({ id: 801, sportId: 8, homeName: 'NaVi', awayName: 'G2' })],
        3300,
      ),
    ],
  };
  env.routes.route('GET /sbapi/api/feed/livecategorylist', () =>
    categories instanceof Response ? categories : ok(categories),
  );
  env.routes.route('POST /sbapi/api/feed/liveeventlist', (request) => {
    const { sportId } = request.body as { sportId: number };
    const answer = leagues[sportId];
    return answer === undefined ? fail('Sport down') : ok(answer);
  });
  const odds = createOddsStream({ clock: env.clock });
  const live = createLive({
    http: site.http,
    clock: env.clock,
    storage: env.storage,
    syncRates: odds.syncRates,
    $locale: site.i18n.$locale,
  });
  return {
    env,
    site,
    live,
    odds,
    setCategories(next: unknown) {
      categories = next;
    },
    setLeagues(next: Leagues) {
      leagues = next;
    },
    calls: (path: string) => env.routes.calls.filter((call) => call.path.endsWith(path)),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('live feed polling', () => {
  it('loads categories and each shown sport (skip 0, take 200), then every 60 s while watched', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { site, env, live, calls } = setup();
    expect(env.routes.calls).toHaveLength(0); // nothing runs before someone watches

    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    expect(calls('feed/livecategorylist')).toHaveLength(1);
    const bodies = calls('feed/liveeventlist').map((call) => call.body);
    expect(bodies).toEqual([
      { sportId: 2, skip: 0, take: 200 },
      { sportId: 1, skip: 0, take: 200 },
      { sportId: 8, skip: 0, take: 200 },
    ]);
    expect(live.$liveFeed.get().status).toBe('ready');

    env.clock.advance(59_999);
    await site.settled();
    expect(calls('feed/livecategorylist')).toHaveLength(1);
    env.clock.advance(1);
    await site.settled();
    expect(calls('feed/livecategorylist')).toHaveLength(2);
    for (let poll = 0; poll < 2; poll++) {
      env.clock.advance(60_000);
      await site.settled();
    }
    expect(calls('feed/livecategorylist')).toHaveLength(4);

    stop();
    // nanostores unmounts a store 1 s after its last listener, one level of computed at a time.
    vi.runAllTimers();
    expect(env.clock.pendingTimers()).toBe(0);
    env.clock.advance(300_000);
    await site.settled();
    expect(calls('feed/livecategorylist')).toHaveLength(4);
  });

  it('never requests or shows sports 35 and 11, and sorts sports by sort', async () => {
    const { site, live, calls } = setup();
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    const requested = calls('feed/liveeventlist').map(
      (call) => (call.body as { sportId: number }).sportId,
    );
    expect(requested).not.toContain(11);
    expect(requested).not.toContain(35);
    expect(live.$liveSports.get().map((sport) => sport.id)).toEqual([1, 2, 8]);
    stop();
  });

  it('the overview of one sport shows that sport only; null shows all', async () => {
    const { site, live } = setup();
    const basketball = live.liveSportsOf(2);
    const stop = basketball.listen(() => {});
    await site.settled();
    expect(basketball.get().map((sport) => sport.id)).toEqual([2]);
    expect(
      live
        .liveSportsOf(null)
        .get()
        .map((sport) => sport.id),
    ).toEqual([1, 2, 8]);
    stop();
  });

  it('groups events by league with visible counts and the event view model', async () => {
    const { site, live } = setup();
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    const [football] = live.$liveSports.get();
    expect(football).toMatchObject({ id: 1, name: 'Futbol', visibleCount: 3, open: true });
    expect(football?.leagues.map((item) => [item.groupName, item.events.length])).toEqual([
      ['Türkiye - Süper Lig', 2],
      ['İngiltere - Premier Lig', 1],
    ]);
    expect(football?.leagues[0]?.events[1]).toMatchObject({ id: 102, locked: true, score: '2-1' });
    expect(live.$liveSports.get()[1]?.leagues[0]?.events[0]?.score).toBe('88-79');
    stop();
  });

  it('shows an empty list for a sport whose event list fails, and keeps the others', async () => {
    const { site, live, setLeagues } = setup();
    setLeagues({ 1: [league('Türkiye - Süper Lig', [liveEvent({ id: 101 })])] });
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    const feed = live.$liveFeed.get().sports;
    expect(feed.map((sport) => [sport.id, sport.failed, sport.leagues.length])).toEqual([
      [1, false, 1],
      [2, true, 0],
      [8, true, 0],
    ]);
    stop();
  });

  it('treats a malformed event list like a failure (empty), never a crash', async () => {
    const { site, live, setLeagues } = setup();
    setLeagues({ 1: [{ groupName: 'x', events: [{ id: 'not-a-number' }] }], 2: [], 8: [] });
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    expect(live.$liveFeed.get().sports[0]).toMatchObject({ id: 1, failed: true, leagues: [] });
    stop();
  });

  it('keeps the last categories when the category call fails', async () => {
    const { site, env, live, setCategories } = setup();
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    setCategories(status(500));
    env.clock.advance(60_000);
    await site.settled();
    expect(live.$liveSports.get().map((sport) => sport.id)).toEqual([1, 2, 8]);
    stop();
  });

  it('reloads when the language changes while watched', async () => {
    const { live, site, calls } = setup();
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    site.i18n.setLocale('en');
    await site.settled();
    expect(calls('feed/livecategorylist')).toHaveLength(2);
    expect(calls('feed/livecategorylist')[1]?.headers['x-locale']).toBe('en');
    stop();
  });

  it('a language change during a refresh loads again at once, and the old answer is dropped', async () => {
    const { env, live, site, calls } = setup();
    let releaseTurkish: () => void = () => {};
    const turkishHeld = new Promise<void>((resolve) => {
      releaseTurkish = resolve;
    });
    env.routes.route('GET /sbapi/api/feed/livecategorylist', async (request) => {
      if (request.headers['x-locale'] === 'tr') {
        await turkishHeld;
        return ok([{ id: 1, name: 'Futbol', count: 3, sort: 1 }]);
      }
      return ok([{ id: 1, name: 'Football', count: 3, sort: 1 }]);
    });
    const stop = live.$liveSports.listen(() => {});
    await settleAroundHeldAnswer();
    site.i18n.setLocale('en');
    await settleAroundHeldAnswer();
    expect(calls('feed/livecategorylist').map((call) => call.headers['x-locale'])).toEqual([
      'tr',
      'en',
    ]);
    expect(live.$liveSports.get().map((sport) => sport.name)).toEqual(['Football']);
    releaseTurkish();
    await site.settled();
    expect(live.$liveSports.get().map((sport) => sport.name)).toEqual(['Football']);
    stop();
  });
});

describe('live search and accordions', () => {
  it('filters by home or away name, case-insensitive and Turkish-safe', async () => {
    const { site, live } = setup();
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    live.setSearch('BEŞİKTAS');
    expect(live.$visibleEvents.get().map((event) => event.id)).toEqual([101]);
    live.setSearch('ığdir');
    expect(live.$visibleEvents.get().map((event) => event.id)).toEqual([102]);
    live.setSearch('IGDIR');
    expect(live.$visibleEvents.get().map((event) => event.id)).toEqual([102]);
    live.setSearch('celtics');
    expect(live.$liveSports.get().map((sport) => [sport.id, sport.visibleCount])).toEqual([[2, 1]]);
    live.setSearch('');
    expect(live.$visibleEvents.get()).toHaveLength(5);
    stop();
  });

  it('opens or closes every sport and league group, and one group at a time', async () => {
    const { site, live } = setup();
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    const openFlags = () =>
      live.$liveSports
        .get()
        .flatMap((sport) => [sport.open, ...sport.leagues.map((item) => item.open)]);
    expect(openFlags().every(Boolean)).toBe(true);
    live.toggleAll();
    expect(live.$allOpen.get()).toBe(false);
    expect(openFlags().some(Boolean)).toBe(false);
    const football = live.$liveSports.get()[0];
    live.toggleGroup(football?.key ?? '');
    expect(live.$liveSports.get()[0]?.open).toBe(true);
    expect(live.$liveSports.get()[0]?.leagues[0]?.open).toBe(false);
    live.toggleAll();
    expect(openFlags().every(Boolean)).toBe(true);
    stop();
  });
});

describe('favorite live matches (sb_live_favorite_events)', () => {
  const KEY = SPORTSBOOK_STORAGE_KEYS.liveFavorites;

  it('toggles, stores and joins with the live score', async () => {
    const { site, env, live } = setup();
    const stop = live.$favoriteLiveEvents.listen(() => {});
    await site.settled();
    const event = live.$visibleEvents.get()[0];
    if (!event) throw new Error('no event');
    expect(live.toggleLiveFavorite(event)).toBe(true);
    expect(JSON.parse(env.storage.getItem(KEY) ?? '[]')).toEqual([
      {
        eventId: 101,
        sportId: 1,
        groupName: 'Türkiye - Süper Lig',
        homeName: 'Beşiktaş',
        awayName: 'Göztepe',
      },
    ]);
    expect(live.$favoriteLiveEvents.get()[0]?.event).toMatchObject({
      id: 101,
      score: '2-1',
      minute: 67,
    });
    expect(live.isLiveFavorite(101)).toBe(true);
    expect(live.toggleLiveFavorite(event)).toBe(false);
    expect(JSON.parse(env.storage.getItem(KEY) ?? 'null')).toEqual([]);
    stop();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not an array', '{"eventId":1,"sportId":1}'],
    ['a string eventId', '[{"eventId":"101","sportId":1}]'],
    ['a missing sportId', '[{"eventId":101}]'],
    ['one bad entry among good ones', '[{"eventId":101,"sportId":1},{"eventId":null,"sportId":1}]'],
  ])('removes stored favorites with %s', (_name, raw) => {
    const { env, live } = setup({ storage: { [KEY]: raw } });
    expect(live.$liveFavorites.get()).toEqual([]);
    expect(env.storage.getItem(KEY)).toBeNull();
  });

  it('accepts well-formed stored favorites', () => {
    const stored = [{ eventId: 101, sportId: 1, groupName: 'g', homeName: 'h', awayName: 'a' }];
    const { live } = setup({ storage: { [KEY]: JSON.stringify(stored) } });
    expect(live.$liveFavorites.get()).toEqual(stored);
  });

  it('prunes favorites whose event left the feed, keeping those of a sport whose list failed', async () => {
    const stored = [
      { eventId: 101, sportId: 1, groupName: '', homeName: 'Beşiktaş', awayName: 'Göztepe' },
      { eventId: 999, sportId: 1, groupName: '', homeName: 'Gone', awayName: 'Away' },
      { eventId: 201, sportId: 2, groupName: '', homeName: 'Lakers', awayName: 'Celtics' },
      { eventId: 777, sportId: 4, groupName: '', homeName: 'Sport', awayName: 'Not offered' },
    ];
    const { site, env, live, setLeagues } = setup({ storage: { [KEY]: JSON.stringify(stored) } });
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    expect(live.$liveFavorites.get().map((favorite) => favorite.eventId)).toEqual([101, 201]);

    // Basketball's list fails: its favorite stays; football's event 101 ended: it goes.
    setLeagues({ 1: [league('Türkiye - Süper Lig', [liveEvent({ id: 102 })])], 8: [] });
    env.clock.advance(60_000);
    await site.settled();
    expect(live.$liveFavorites.get().map((favorite) => favorite.eventId)).toEqual([201]);
    expect(JSON.parse(env.storage.getItem(KEY) ?? '[]')).toHaveLength(1);
    stop();
  });
});

describe('active live event, widget and routes', () => {
  it('falls back to the first visible event when the active one disappears', async () => {
    const { site, env, live, setLeagues } = setup();
    const stop = live.$activeEvent.listen(() => {});
    await site.settled();
    expect(live.$activeEvent.get()?.id).toBe(101); // nothing chosen: the first visible one
    live.setActiveEvent(201);
    expect(live.$activeEvent.get()?.id).toBe(201);
    expect(live.$activeCategoryId.get()).toBe(2);

    setLeagues({ 1: [league('Türkiye - Süper Lig', [liveEvent({ id: 102 })])], 2: [], 8: [] });
    env.clock.advance(60_000);
    await site.settled();
    expect(live.$activeEventId.get()).toBe(102);
    expect(live.$activeEvent.get()?.id).toBe(102);
    stop();
  });

  it('shows the live widget only for active categories 1 to 6', async () => {
    const { site, live } = setup();
    const stop = live.$liveWidgetVisible.listen(() => {});
    await site.settled();
    expect(live.$liveWidgetVisible.get()).toBe(true);
    live.setActiveEvent(801); // e-sports, category 8
    expect(live.$liveWidgetVisible.get()).toBe(false);
    expect([0, 1, 6, 7, null].map(isLiveWidgetCategory)).toEqual([false, true, true, false, false]);
    stop();
  });

  it('gives the narrow (< 1100 px) live route as data', () => {
    expect(isNarrowLive(1099)).toBe(true);
    expect(isNarrowLive(1100)).toBe(false);
    expect(liveEntryRoute(800, { sportId: 1, id: 5 })).toBe(SPORTSBOOK_ROUTES.liveOverview);
    expect(SPORTSBOOK_ROUTES.liveOverview).toBe('/spor/live/overview/1');
    expect(liveEntryRoute(1280, { sportId: 1, id: 5 })).toBe('/spor/live/event-view/1/5');
    expect(liveEventRoute(2, 9)).toBe('/spor/live/event-view/2/9');
  });
});

describe('live rates reach watched odds', () => {
  it('syncs the rates of listed events into the odds being watched', async () => {
    const { site, live, odds, setLeagues } = setup();
    const oddId = 999_001;
    const $odd = odds.$odd(oddId);
    const unwatch = $odd.listen(() => {});
    const winner = { odd1: 2.5, oddX: 3, odd2: 2.9, odd1Id: oddId, oddXId: 2, odd2Id: 3 };
    setLeagues({ 1: [league('L', [liveEvent({ id: 1, winner })])] });
    const stop = live.$liveSports.listen(() => {});
    await site.settled();
    expect($odd.get()).toEqual({ rate: 2.5, direction: null });
    unwatch();
    stop();
  });
});
