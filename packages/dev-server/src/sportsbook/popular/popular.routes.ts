import { findCompetition, TOP_LEAGUE_IDS } from '../catalog/competitions';
import { eventView } from '../feed/event-view';
import { ok } from '../kit/answer';
import type { Runtime, SportsbookApp } from '../sportsbook.env';

const POPULAR_EVENT_COUNT = 12;

/**
 * The two "response not shown" calls of spec 001 section 7. Shapes chosen here (documented as
 * extensions): popular events are prematch events as feed/eventlist returns them; popular
 * competitions use the favourite-competition shape, so the client can store one as it is.
 */
export function registerPopularRoutes(app: SportsbookApp, rt: Runtime): void {
  app.get('/sportsbook/popularevents', (c) => {
    const now = rt.sync();
    const top = new Set<number>(Object.values(TOP_LEAGUE_IDS));
    const events = rt.world
      .prematch()
      .filter((event) => top.has(event.competition.id))
      .slice(0, POPULAR_EVENT_COUNT)
      .map((event) => eventView(event, now, c.get('locale'), rt.world.names));
    return ok(c, events);
  });

  app.get('/sportsbook/popularcompetitions', (c) => {
    rt.sync();
    const locale = c.get('locale');
    const prematch = rt.world.prematch();
    const list = Object.values(TOP_LEAGUE_IDS).flatMap((id) => {
      const competition = findCompetition(id);
      if (!competition) return [];
      return [
        {
          competitionId: competition.id,
          sportId: competition.sportId,
          name: rt.world.names.competition(competition, locale),
          groupName: rt.world.names.group(competition.group, locale),
          // Extension, not in the spec: the group's flag code, as on the tree.
          countryCode: competition.group.country,
          count: prematch.filter((event) => event.competition.id === id).length,
        },
      ];
    });
    return ok(c, list);
  });
}
