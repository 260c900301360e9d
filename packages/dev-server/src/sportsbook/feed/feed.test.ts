import { describe, expect, it } from 'vitest';
import { TOP_LEAGUE_IDS } from '../catalog/competitions';
import { createHarness } from '../sportsbook.test-support';
import type { EventView, LiveEventView } from './event-view';
import type { SportNode } from './prematch-tree';

type LiveGroup = {
  groupName: string;
  countryCode: string | null;
  competitionId: number;
  count: number;
  events: LiveEventView[];
};
type Category = { id: number; name: string; count: number; sort: number };

const allLive = async (h: ReturnType<typeof createHarness>, sportId: number) =>
  (
    await h.call<LiveGroup[]>('POST', 'feed/liveeventlist', {
      body: { sportId, skip: 0, take: 500 },
    })
  ).body.data.flatMap((group) => group.events);

const countOf = (tree: SportNode[]) => tree.reduce((sum, sport) => sum + sport.count, 0);

describe('sportsbook feeds', () => {
  const h = createHarness();

  it('answers 401 without a token, but lets anonymous visitors browse', async () => {
    const none = await h.call('GET', 'feed/livecategorylist', { as: null });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, data: null });
    const visitor = await h.call('GET', 'feed/livecategorylist');
    expect(visitor.status).toBe(200);
    expect(visitor.body.success).toBe(true);
  });

  it('lists live sports with counts near 200, including the hidden ids 35 and 11, in tr and en', async () => {
    const tr = await h.call<Category[]>('GET', 'feed/livecategorylist');
    const en = await h.call<Category[]>('GET', 'feed/livecategorylist', { locale: 'en' });
    const ids = tr.body.data.map((sport) => sport.id);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8, 11, 35]));
    const total = tr.body.data.reduce((sum, sport) => sum + sport.count, 0);
    expect(total).toBeGreaterThanOrEqual(190);
    expect(total).toBeLessThanOrEqual(215);
    expect(tr.body.data.find((sport) => sport.id === 1)?.name).toBe('Futbol');
    expect(en.body.data.find((sport) => sport.id === 1)?.name).toBe('Football');
  });

  it('groups live events by league with sport-specific result fields and some suspended', async () => {
    const res = await h.call<LiveGroup[]>('POST', 'feed/liveeventlist', {
      body: { sportId: 1, skip: 0, take: 200 },
    });
    expect(res.body.success).toBe(true);
    const groups = res.body.data;
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) {
      expect(group.count).toBe(group.events.length);
      expect(group.groupName).toMatch(/ - /);
    }
    const event = groups[0]?.events[0] as LiveEventView;
    expect(event).toMatchObject({
      sportId: 1,
      isLive: true,
      eventStatus: expect.stringMatching(/^[OS]$/),
    });
    expect(event.result.Goal).toMatch(/^\d+-\d+$/);
    expect(event.result.SetScore).toBeNull();
    expect(event.eventDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}$/);
    expect(event.winner.oddX).toBeGreaterThan(1);

    const tennis = await allLive(h, 3);
    expect(tennis[0]?.result.SetScore).toMatch(/^\d-\d$/);
    expect(tennis[0]?.winner.oddX).toBeNull();
    expect(tennis[0]?.doubleChance).toBeNull();
    const esports = await allLive(h, 8);
    expect(esports[0]?.result.MapScore).toMatch(/^\d-\d$/);
    const basketball = await allLive(h, 2);
    expect(basketball[0]?.result.Points).toMatch(/^\d+-\d+$/);

    const everything = (
      await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((id) => allLive(h, id)))
    ).flat();
    expect(everything.some((item) => item.eventStatus !== 'O')).toBe(true);
  });

  it('pages live events with skip and take', async () => {
    const first = await h.call<LiveGroup[]>('POST', 'feed/liveeventlist', {
      body: { sportId: 1, skip: 0, take: 5 },
    });
    const second = await h.call<LiveGroup[]>('POST', 'feed/liveeventlist', {
      body: { sportId: 1, skip: 5, take: 5 },
    });
    const ids = (groups: LiveGroup[]) =>
      groups.flatMap((group) => group.events.map((event) => event.id));
    expect(ids(first.body.data)).toHaveLength(5);
    expect(ids(second.body.data)).toHaveLength(5);
    expect(ids(first.body.data)).not.toEqual(expect.arrayContaining(ids(second.body.data)));
  });

  it('rejects malformed live list payloads with a localised message', async () => {
    const missing = await h.call('POST', 'feed/liveeventlist', { body: { sportId: 1, skip: 0 } });
    expect(missing.body).toMatchObject({
      success: false,
      message: 'Geçersiz istek: take alanı eksik',
      data: [],
    });
    const wrong = await h.call('POST', 'feed/liveeventlist', {
      body: { sportId: '1', skip: 0, take: 10 },
      locale: 'en',
    });
    expect(wrong.body.message).toBe('Invalid request: sportId must be an integer of at least 1');
    const broken = await h.call('POST', 'feed/liveeventlist', { body: '{not json', locale: 'en' });
    expect(broken.body.message).toMatch(/JSON object/);
  });

  it('advances live minutes and scores with the clock, replacing finished matches', async () => {
    const local = createHarness();
    const before = await allLive(local, 1);
    const watched = before.find((event) => event.periodMinute < 20) as LiveEventView;
    local.clock.advance(10 * 60_000);
    const after = (await allLive(local, 1)).find(
      (event) => event.id === watched.id,
    ) as LiveEventView;
    expect(after.periodMinute).toBe(watched.periodMinute + 10);
    const goals = (score: string | null) => (score ?? '0-0').split('-').map(Number);
    const [h0 = 0, a0 = 0] = goals(watched.result.Goal);
    const [h1 = 0, a1 = 0] = goals(after.result.Goal);
    expect(h1).toBeGreaterThanOrEqual(h0);
    expect(a1).toBeGreaterThanOrEqual(a0);

    local.clock.advance(3 * 3_600_000);
    const later = await allLive(local, 1);
    expect(later.find((event) => event.id === watched.id)).toBeUndefined();
    const categories = await local.call<Category[]>('GET', 'feed/livecategorylist');
    expect(
      categories.body.data.reduce((sum, sport) => sum + sport.count, 0),
    ).toBeGreaterThanOrEqual(195);
  });

  it('builds the prematch tree with counts that grow with the hour filter', async () => {
    const counts = [];
    for (const hour of [6, 12, 24, 48]) {
      const res = await h.call<SportNode[]>('GET', `feed/categorylist?hour=${hour}`);
      counts.push(countOf(res.body.data));
    }
    const all = await h.call<SportNode[]>('GET', 'feed/categorylist');
    counts.push(countOf(all.body.data));
    for (let i = 1; i < counts.length; i++)
      expect(counts[i]).toBeGreaterThan(counts[i - 1] as number);
    expect(counts.at(-1)).toBeGreaterThan(500);

    const tree = all.body.data;
    expect(tree.map((sport) => sport.sort)).toEqual(
      [...tree.map((sport) => sport.sort)].sort((a, b) => a - b),
    );
    const football = tree.find((sport) => sport.id === 1);
    const competitionIds =
      football?.groups.flatMap((group) => group.competitions.map((item) => item.id)) ?? [];
    const { nba, ...footballTop } = TOP_LEAGUE_IDS;
    expect(competitionIds).toEqual(expect.arrayContaining(Object.values(footballTop)));
    const basketball = tree.find((sport) => sport.id === 2);
    expect(
      basketball?.groups.flatMap((group) => group.competitions.map((item) => item.id)),
    ).toContain(nba);
    for (const sport of tree) {
      expect(sport.count).toBe(sport.groups.reduce((sum, group) => sum + group.count, 0));
    }
  });

  it('names each country’s flag (ISO code) on tree groups and live leagues, none for international', async () => {
    const tree = (await h.call<SportNode[]>('GET', 'feed/categorylist')).body.data;
    const groups = tree.flatMap((sport) => sport.groups);
    const codeOf = (name: string) => groups.find((group) => group.name === name)?.countryCode;
    expect(codeOf('Almanya')).toBe('de');
    expect(codeOf('İngiltere')).toBe('gb-eng');
    expect(codeOf('Uluslararası')).toBeNull();
    for (const group of groups) expect(group.countryCode ?? 'xx').toMatch(/^[a-z]{2}(-[a-z]{3})?$/);
    const live = await h.call<LiveGroup[]>('POST', 'feed/liveeventlist', {
      body: { sportId: 1, skip: 0, take: 500 },
    });
    expect(live.body.data.some((league) => league.countryCode === 'tr')).toBe(true);
  });

  it('names the flag on every event, the eventlist group and each popular competition', async () => {
    const list = await h.call<{ countryCode: string | null; events: EventView[] }[]>(
      'POST',
      'feed/eventlist',
      { body: { sportId: 1, competitionId: TOP_LEAGUE_IDS.superLig, skip: 0, take: 5 } },
    );
    expect(list.body.data[0]?.countryCode).toBe('tr');
    expect(list.body.data[0]?.events.map((event) => event.countryCode)).toContain('tr');
    const popular = await h.call<{ competitionId: number; countryCode: string | null }[]>(
      'GET',
      'sportsbook/popularcompetitions',
    );
    const codeOf = (id: number) =>
      popular.body.data.find((item) => item.competitionId === id)?.countryCode;
    expect(codeOf(TOP_LEAGUE_IDS.premierLeague)).toBe('gb-eng');
    expect(codeOf(TOP_LEAGUE_IDS.nba)).toBe('us');
    expect(codeOf(TOP_LEAGUE_IDS.championsLeague)).toBe('eu');
  });

  it('rejects an hour filter outside 6, 12, 24, 48', async () => {
    const res = await h.call('GET', 'feed/categorylist?hour=7', { locale: 'en' });
    expect(res.body).toMatchObject({ success: false, message: 'hour must be 6, 12, 24 or 48' });
  });

  it('searches upcoming events by team name, folding Turkish letters and case', async () => {
    const res = await h.call<
      {
        homeName: string;
        awayName: string;
        kickofDate: string;
        group: string;
        competition: string;
        id: number;
      }[]
    >('POST', 'feed/searchupcoming', { body: { teamName: 'BESIKTAS' } });
    expect(res.body.success).toBe(true);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const row of res.body.data) {
      expect(`${row.homeName} ${row.awayName}`).toMatch(/Beşiktaş/);
      expect(row).toMatchObject({
        kickofDate: expect.any(String),
        group: expect.any(String),
        competition: expect.any(String),
        id: expect.any(Number),
      });
    }
    const short = await h.call('POST', 'feed/searchupcoming', { body: { teamName: 'a' } });
    expect(short.body.success).toBe(false);
    const missing = await h.call('POST', 'feed/searchupcoming', { body: {} });
    expect(missing.body.success).toBe(false);
  });

  it('lists a competition’s events with winner, double chance and total odds', async () => {
    type Group = {
      competitionId: number;
      name: string;
      groupName: string;
      count: number;
      events: EventView[];
    };
    const res = await h.call<Group[]>('POST', 'feed/eventlist', {
      body: { sportId: 1, competitionId: TOP_LEAGUE_IDS.superLig, skip: 0, take: 100 },
    });
    expect(res.body.success).toBe(true);
    const group = res.body.data[0] as Group;
    expect(group).toMatchObject({ competitionId: 566, name: 'Süper Lig', groupName: 'Türkiye' });
    expect(group.events.length).toBeGreaterThan(0);
    const event = group.events[0] as EventView;
    expect(event.winner).toMatchObject({
      odd1: expect.any(Number),
      oddX: expect.any(Number),
      odd1Id: expect.any(Number),
    });
    expect(event.doubleChance).toMatchObject({
      odd1X: expect.any(Number),
      odd12Id: expect.any(Number),
    });
    expect(event.oddCount).toBeGreaterThan(0);
    expect(
      group.events.every(
        (item, i, list) => i === 0 || (list[i - 1] as EventView).eventDate <= item.eventDate,
      ),
    ).toBe(true);

    const wrongSport = await h.call('POST', 'feed/eventlist', {
      body: { sportId: 2, competitionId: 566, skip: 0, take: 100 },
    });
    expect(wrongSport.body.success).toBe(false);
    const unknown = await h.call('POST', 'feed/eventlist', {
      body: { sportId: 1, competitionId: 1, skip: 0, take: 100 },
      locale: 'en',
    });
    expect(unknown.body.message).toBe('Competition not found');
  });

  it('answers popular events and popular competitions', async () => {
    const events = await h.call<EventView[]>('GET', 'sportsbook/popularevents');
    expect(events.body.success).toBe(true);
    expect(events.body.data.length).toBeGreaterThan(0);
    const topIds = Object.values(TOP_LEAGUE_IDS) as number[];
    expect(events.body.data.every((event) => topIds.includes(event.competitionId))).toBe(true);
    const competitions = await h.call<
      { competitionId: number; sportId: number; name: string; groupName: string; count: number }[]
    >('GET', 'sportsbook/popularcompetitions', { locale: 'en' });
    expect(competitions.body.data.map((item) => item.competitionId)).toEqual(topIds);
    expect(competitions.body.data[0]).toMatchObject({
      sportId: 1,
      name: 'Premier League',
      groupName: 'England',
    });
  });

  it('serves a stand-in live tracker page by feed id without a token', async () => {
    const event = (await allLive(h, 1))[0] as LiveEventView;
    const page = await h.app.request(`/sbapi/api/tracker/${event.feedId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(event.homeName.replace(/&/g, '&#38;'));
    // The score ("1-4") never breaks over two lines in the slip's narrow tracker.
    expect(html).toMatch(/\.board strong\{[^}]*white-space:nowrap/);
    expect((await h.app.request('/sbapi/api/tracker/1')).status).toBe(404);
  });

  it('generates the same data from the same seed', async () => {
    const a = createHarness({ seed: 7 });
    const b = createHarness({ seed: 7 });
    const c = createHarness({ seed: 8 });
    const first = await allLive(a, 1);
    expect(await allLive(b, 1)).toEqual(first);
    expect(await allLive(c, 1)).not.toEqual(first);
  });
});
