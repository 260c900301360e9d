import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFullSite } from '../entries/full';
import { createTestEnv, ok, type RecordedRequest, status } from '../testing';
import { TODAY_RELOAD_MS } from './sportsbook.constants';
import { feedEvent, settleAroundHeldAnswer, setupSite } from './sportsbook.test-support';
import { createTodayMatches, todayMatchesOf, todayWindowHour } from './today-matches';

// The manual clock starts at 2026-01-01T00:00Z: 03:00 in Istanbul (UTC+3), whose day ends at
// 2026-01-01T21:00Z.
const ZONE = 'Europe/Istanbul';
const HOUR = 3_600_000;

const competition = (id: number, sort: number, sportId = 1) => ({
  id,
  name: `C${id}`,
  count: 3,
  sort,
  sportId,
});
const TREE = [
  {
    id: 2,
    name: 'Basketbol',
    count: 1,
    sort: 2,
    groups: [{ id: 1, name: 'ABD', count: 1, sort: 1, competitions: [competition(756, 1, 2)] }],
  },
  {
    id: 1,
    name: 'Futbol',
    count: 6,
    sort: 1,
    groups: [
      { id: 90, name: 'Türkiye', count: 4, sort: 2, competitions: [competition(566, 4)] },
      { id: 44, name: 'İngiltere', count: 2, sort: 1, competitions: [competition(538, 1)] },
    ],
  },
];
// Stamps are UTC without a Z, as the server sends them.
const at = (id: number, stamp: string, extra: Record<string, unknown> = {}) =>
  feedEvent({ id, eventDate: stamp, ...extra });
const EVENTS: Record<number, unknown[]> = {
  566: [
    at(1, '2026-01-01T20:59:00.000'), // 23:59 in Istanbul: today
    at(2, '2026-01-01T21:00:00.000'), // 00:00 tomorrow: not today
    at(3, '2026-01-01T10:00:00.000'),
    at(7, '2026-01-02T09:00:00.000'), // tomorrow noon
  ],
  538: [
    at(4, '2026-01-01T05:00:00.000', { competitionId: 538 }),
    at(5, '2025-12-31T23:00:00.000', { competitionId: 538 }), // kicked off: live, not prematch
  ],
  756: [at(6, '2026-01-01T18:00:00.000', { sportId: 2, competitionId: 756 })],
};

function setup() {
  const { env, site } = setupSite();
  const routes = {
    tree: (): Response => ok(TREE),
    events: (request: RecordedRequest): Response => {
      const { sportId, competitionId } = request.body as { sportId: number; competitionId: number };
      return ok([
        {
          competitionId,
          sportId,
          name: 'C',
          groupName: 'G',
          count: 3,
          events: EVENTS[competitionId],
        },
      ]);
    },
  };
  env.routes.route('GET /sbapi/api/feed/categorylist', () => routes.tree());
  env.routes.route('POST /sbapi/api/feed/eventlist', (request) => routes.events(request));
  const syncRates = vi.fn();
  const today = createTodayMatches({
    http: site.http,
    clock: env.clock,
    timeZone: ZONE,
    syncRates,
    $locale: site.i18n.$locale,
  });
  const calls = (part: string) => env.routes.calls.filter((call) => call.path.includes(part));
  const ids = () => today.$todayMatches.get().rows.map((row) => row.id);
  return { env, site, today, routes, syncRates, calls, ids };
}

afterEach(() => vi.useRealTimers());

describe("today's matches", () => {
  it('lists the first sport from now to the local midnight, soonest first, across competitions', async () => {
    const { site, today, calls, ids, syncRates } = setup();
    const stop = today.$todayMatches.listen(() => {});
    expect(today.$todayMatches.get().status).toBe('loading');
    await site.settled();
    // 21 hours are left: the 24-hour tree names the competitions, each is read with take 100.
    expect(calls('categorylist').map((call) => call.path)).toEqual([
      '/sbapi/api/feed/categorylist?hour=24',
    ]);
    expect(calls('eventlist').map((call) => call.body)).toEqual([
      { sportId: 1, competitionId: 538, skip: 0, take: 100 },
      { sportId: 1, competitionId: 566, skip: 0, take: 100 },
    ]);
    const state = today.$todayMatches.get();
    expect(state).toMatchObject({ status: 'ready', sportId: 1 });
    expect(state.sports).toEqual([
      { id: 1, name: 'Futbol' },
      { id: 2, name: 'Basketbol' },
    ]);
    // 23:59 local is in, 00:00 tomorrow and a match already kicked off are not.
    expect(ids()).toEqual([4, 3, 1]);
    expect(state.rows.map((row) => row.time)).toEqual(['08:00', '13:00', '23:59']);
    expect(new Date(state.until).toISOString()).toBe('2026-01-01T21:00:00.000Z');
    // The odds go to the stream, so pushes move the buttons.
    expect(syncRates).toHaveBeenCalledWith(
      expect.arrayContaining([{ id: 600_000_011, rate: 1.85 }]),
    );
    stop();
  });

  it('drops matches as they kick off and rolls over to the next day at midnight', async () => {
    const { site, env, today, calls, ids } = setup();
    const stop = today.$todayMatches.listen(() => {});
    await site.settled();
    env.clock.advance(5 * HOUR + 60_000);
    await site.settled();
    expect(ids()).toEqual([3, 1]);
    // 18:00 local: the 6-hour tree reaches midnight.
    env.clock.advance(10 * HOUR);
    await site.settled();
    expect(calls('categorylist').at(-1)?.path).toBe('/sbapi/api/feed/categorylist?hour=6');
    expect(ids()).toEqual([1]);
    env.clock.advance(6 * HOUR);
    await site.settled();
    // 03:01 on 2 January: today is the 2nd, so tomorrow's noon match is now listed.
    expect(ids()).toEqual([7]);
    expect(new Date(today.$todayMatches.get().until).toISOString()).toBe(
      '2026-01-02T21:00:00.000Z',
    );
    stop();
  });

  it('drops a match the minute it kicks off, without a request; reloads every 10 minutes', async () => {
    const { site, env, today, routes, calls, ids } = setup();
    const events = routes.events;
    routes.events = (request) =>
      (request.body as { competitionId: number }).competitionId === 538
        ? ok([{ competitionId: 538, sportId: 1, events: [at(8, '2026-01-01T00:04:00.000')] }])
        : events(request);
    const stop = today.$todayMatches.listen(() => {});
    await site.settled();
    expect(ids()).toEqual([8, 3, 1]);
    env.clock.advance(5 * 60_000);
    await site.settled();
    expect(ids()).toEqual([3, 1]);
    expect(calls('categorylist')).toHaveLength(1);
    env.clock.advance(TODAY_RELOAD_MS - 5 * 60_000);
    await site.settled();
    expect(calls('categorylist')).toHaveLength(2);
    stop();
  });

  it('loads the chosen sport tab and keeps it on a reload', async () => {
    const { site, env, today, calls, ids } = setup();
    const stop = today.$todayMatches.listen(() => {});
    await site.settled();
    today.selectTodaySport(2);
    expect(today.$todayMatches.get()).toMatchObject({ status: 'loading', sportId: 2, rows: [] });
    await site.settled();
    expect(calls('eventlist').at(-1)?.body).toMatchObject({ sportId: 2, competitionId: 756 });
    expect(ids()).toEqual([6]);
    env.clock.advance(TODAY_RELOAD_MS);
    await site.settled();
    expect(today.$todayMatches.get().sportId).toBe(2);
    expect(ids()).toEqual([6]);
    stop();
  });

  it('drops the answer of a sport the player has left', async () => {
    const { today, routes, ids } = setup();
    let release: () => void = () => {};
    const events = routes.events;
    routes.events = (request) =>
      (request.body as { sportId: number }).sportId === 1
        ? (new Promise<Response>((resolve) => {
            release = () => resolve(events(request));
          }) as never)
        : events(request);
    const stop = today.$todayMatches.listen(() => {});
    await settleAroundHeldAnswer();
    today.selectTodaySport(2);
    await settleAroundHeldAnswer();
    release();
    await settleAroundHeldAnswer();
    expect(today.$todayMatches.get().sportId).toBe(2);
    expect(ids()).toEqual([6]);
    stop();
  });

  it('fails with nothing to show, retries, and keeps its rows when a reload fails', async () => {
    const { site, env, today, routes, ids } = setup();
    routes.tree = () => status(500);
    const stop = today.$todayMatches.listen(() => {});
    await site.settled();
    expect(today.$todayMatches.get()).toMatchObject({ status: 'failed', rows: [] });
    routes.tree = () => ok(TREE);
    await today.refreshTodayMatches();
    expect(today.$todayMatches.get().status).toBe('ready');
    expect(ids()).toEqual([4, 3, 1]);
    routes.tree = () => ok([{ id: 'malformed' }]);
    env.clock.advance(TODAY_RELOAD_MS);
    await site.settled();
    expect(today.$todayMatches.get().status).toBe('ready');
    expect(ids()).toEqual([4, 3, 1]);
    stop();
  });

  it('shows the competitions that answered, and fails only when none did', async () => {
    const { site, today, routes, ids } = setup();
    const events = routes.events;
    routes.events = (request) =>
      (request.body as { competitionId: number }).competitionId === 538
        ? status(500)
        : events(request);
    const stop = today.$todayMatches.listen(() => {});
    await site.settled();
    expect(today.$todayMatches.get().status).toBe('ready');
    expect(ids()).toEqual([3, 1]);
    routes.events = () => status(500);
    today.selectTodaySport(2);
    await site.settled();
    expect(today.$todayMatches.get()).toMatchObject({ status: 'failed', sportId: 2, rows: [] });
    stop();
  });

  it('is empty, not failed, when no sport has a match left today', async () => {
    const { site, today, routes } = setup();
    routes.tree = () => ok([]);
    const stop = today.$todayMatches.listen(() => {});
    await site.settled();
    expect(today.$todayMatches.get()).toMatchObject({ status: 'ready', sports: [], rows: [] });
    stop();
  });

  it('loads again in the new language and not at all while nobody watches', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { env, site, today, calls } = setup();
    expect(calls('categorylist')).toHaveLength(0);
    const stop = today.$todayMatches.listen(() => {});
    await site.settled();
    site.i18n.setLocale('en');
    await site.settled();
    expect(calls('categorylist').map((call) => call.headers['x-locale'])).toEqual(['tr', 'en']);
    stop();
    // nanostores unmounts a store 1 s after its last listener, one level of computed at a time.
    vi.runAllTimers();
    expect(env.clock.pendingTimers()).toBe(0);
    env.clock.advance(HOUR);
    await site.settled();
    expect(calls('categorylist')).toHaveLength(2);
  });

  it('asks for the smallest hour filter that reaches midnight', () => {
    expect(todayWindowHour(21 * HOUR)).toBe(24);
    expect(todayWindowHour(6 * HOUR)).toBe(6);
    expect(todayWindowHour(6 * HOUR + 1)).toBe(12);
    // A 25-hour day (clocks going back) needs the 48-hour tree at its first hour.
    expect(todayWindowHour(25 * HOUR)).toBe(48);
  });

  it("is one per site, in the site's time zone, its odds in the site's stream", async () => {
    const env = createTestEnv({ storage: { anonymousToken: '"anon-token"' } });
    const site = createFullSite({ env, sportsbook: { timeZone: ZONE } });
    env.routes.route('GET /sbapi/api/feed/categorylist', () => ok(TREE));
    env.routes.route('POST /sbapi/api/feed/eventlist', (request) => {
      const { competitionId } = request.body as { competitionId: number };
      return ok([
        { competitionId, sportId: 1, name: 'C', groupName: 'G', events: EVENTS[competitionId] },
      ]);
    });
    const today = todayMatchesOf(site);
    expect(todayMatchesOf(site)).toBe(today);
    expect(todayMatchesOf(setupSite().site)).not.toBe(today);
    // A shown odds button watches its odd; the list's answer sets its rate.
    const $odd = site.sportsbook.odds.$odd(600_000_041, 1.5);
    const unwatch = $odd.listen(() => {});
    const stop = today.$todayMatches.listen(() => {});
    await site.settled();
    // Istanbul's day, as the site was told: 00:00 tomorrow there (id 2) is not listed.
    expect(today.$todayMatches.get().rows.map((row) => row.id)).toEqual([4, 3, 1]);
    expect($odd.get().rate).toBe(1.85);
    stop();
    unwatch();
  });

  it('loads again after a reconnect while shown (pushes were missed)', async () => {
    const { env, site, calls } = setup();
    let resync: () => void = () => {};
    const today = createTodayMatches({
      http: site.http,
      clock: env.clock,
      timeZone: ZONE,
      odds: {
        on: (_event, listener) => {
          resync = () => listener([]);
          return () => {};
        },
      },
    });
    resync();
    await site.settled();
    expect(calls('categorylist')).toHaveLength(0); // nobody watches: nothing to refresh
    const stop = today.$todayMatches.listen(() => {});
    await site.settled();
    resync();
    await site.settled();
    expect(calls('categorylist')).toHaveLength(2);
    stop();
  });
});
