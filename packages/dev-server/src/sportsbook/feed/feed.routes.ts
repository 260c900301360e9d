import { findCompetition } from '../catalog/competitions';
import { SPORTS } from '../catalog/sports';
import { fail, ok } from '../kit/answer';
import { localize } from '../kit/localized';
import { describeProblem, integer, parseBody, text } from '../kit/payload';
import { foldForSearch, utcStamp } from '../kit/text';
import type { Runtime, SportsbookApp } from '../sportsbook.env';
import { sbMessages } from '../sportsbook.messages';
import { eventView, liveEventView } from './event-view';
import { prematchTree } from './prematch-tree';

const HOUR = 3_600_000;
const HOUR_FILTERS = [6, 12, 24, 48];

/** feed/*: the live and prematch lists of spec 001 section 7. Anonymous visitors may browse. */
export function registerFeedRoutes(app: SportsbookApp, rt: Runtime): void {
  app.get('/feed/livecategorylist', (c) => {
    rt.sync();
    const live = rt.world.live();
    const locale = c.get('locale');
    const list = SPORTS.map((sport) => ({
      id: sport.id,
      name: rt.world.names.sport(sport, locale),
      count: live.filter((event) => event.sport.id === sport.id).length,
      sort: sport.sort,
    })).filter((sport) => sport.count > 0);
    return ok(c, list);
  });

  app.post('/feed/liveeventlist', async (c) => {
    const locale = c.get('locale');
    const parsed = await parseBody(c, {
      sportId: integer({ min: 1 }),
      skip: integer({ min: 0 }),
      take: integer({ min: 1, max: 500 }),
    });
    if (!parsed.ok) return fail(c, describeProblem(parsed.problem, locale), []);
    const { sportId, skip, take } = parsed.value;
    const now = rt.sync();
    // Events ordered by league (the competition's sort), then kick-off; paging applies to events.
    const page = rt.world
      .live()
      .filter((event) => event.sport.id === sportId)
      .sort(
        (a, b) => a.competition.sort - b.competition.sort || a.kickoff - b.kickoff || a.id - b.id,
      )
      .slice(skip, skip + take);
    const groups = new Map<
      number,
      {
        groupName: string;
        countryCode: string | null;
        competitionId: number;
        events: ReturnType<typeof liveEventView>[];
      }
    >();
    for (const event of page) {
      let group = groups.get(event.competition.id);
      if (!group) {
        group = {
          groupName: rt.world.names.league(event.competition, locale),
          countryCode: event.competition.group.country,
          competitionId: event.competition.id,
          events: [],
        };
        groups.set(event.competition.id, group);
      }
      group.events.push(liveEventView(event, now, locale, rt.world.names));
    }
    return ok(
      c,
      [...groups.values()].map((group) => ({ ...group, count: group.events.length })),
    );
  });

  app.get('/feed/categorylist', (c) => {
    const locale = c.get('locale');
    const raw = c.req.query('hour');
    let hours: number | null = null;
    if (raw !== undefined && raw !== '' && raw !== '0') {
      hours = Number(raw);
      if (!HOUR_FILTERS.includes(hours))
        return fail(c, localize(sbMessages.invalidHour, locale), []);
    }
    const now = rt.sync();
    const until = hours === null ? Number.POSITIVE_INFINITY : now + hours * HOUR;
    const events = rt.world.prematch().filter((event) => event.kickoff <= until);
    return ok(c, prematchTree(events, locale, rt.world.names));
  });

  app.post('/feed/searchupcoming', async (c) => {
    const locale = c.get('locale');
    const parsed = await parseBody(c, { teamName: text({ maxLength: 100 }) });
    if (!parsed.ok) return fail(c, describeProblem(parsed.problem, locale), []);
    const needle = foldForSearch(parsed.value.teamName);
    if (needle.length < 2) return fail(c, localize(sbMessages.searchTooShort, locale), []);
    rt.sync();
    const found = rt.world
      .prematch()
      .filter(
        (event) =>
          foldForSearch(event.home).includes(needle) || foldForSearch(event.away).includes(needle),
      )
      .slice(0, 50)
      .map((event) => ({
        id: event.id,
        kickofDate: utcStamp(event.kickoff),
        group: rt.world.names.group(event.competition.group, locale),
        competition: rt.world.names.competition(event.competition, locale),
        homeName: event.home,
        awayName: event.away,
        // Extensions, so a result can open its competition.
        sportId: event.sport.id,
        competitionId: event.competition.id,
      }));
    return ok(c, found);
  });

  app.post('/feed/eventlist', async (c) => {
    const locale = c.get('locale');
    const parsed = await parseBody(c, {
      sportId: integer({ min: 1 }),
      competitionId: integer({ min: 1 }),
      skip: integer({ min: 0 }),
      take: integer({ min: 1, max: 500 }),
    });
    if (!parsed.ok) return fail(c, describeProblem(parsed.problem, locale), []);
    const { sportId, competitionId, skip, take } = parsed.value;
    const competition = findCompetition(competitionId);
    if (!competition || competition.sportId !== sportId) {
      return fail(c, localize(sbMessages.competitionNotFound, locale), []);
    }
    const now = rt.sync();
    const all = rt.world.prematch().filter((event) => event.competition.id === competitionId);
    const events = all
      .slice(skip, skip + take)
      .map((event) => eventView(event, now, locale, rt.world.names));
    return ok(c, [
      {
        competitionId,
        sportId,
        name: rt.world.names.competition(competition, locale),
        groupName: rt.world.names.group(competition.group, locale),
        countryCode: competition.group.country,
        count: all.length,
        events,
      },
    ]);
  });
}
