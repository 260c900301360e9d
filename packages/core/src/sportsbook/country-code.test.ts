import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ok } from '../testing';
import { createCompetitionSelection } from './competition-selection';
import { toEventRow } from './event-row';
import {
  feedEventSchema,
  liveEventSchema,
  liveLeagueSchema,
  prematchGroupSchema,
} from './feed.schemas';
import { toLiveEventView } from './live-event';
import { createPrematch } from './prematch.store';
import { toCategoryTree } from './prematch-tree';
import { feedEvent, setupSite } from './sportsbook.test-support';

const group = (countryCode: unknown) =>
  v.parse(prematchGroupSchema, { id: 1, name: 'Almanya', countryCode, competitions: [] });

describe('a country’s flag code from the feeds (issue 23, extension)', () => {
  it('keeps ISO codes in lower case, subdivisions and eu', () => {
    expect(group('de').countryCode).toBe('de');
    expect(group('TR').countryCode).toBe('tr');
    expect(group('gb-eng').countryCode).toBe('gb-eng');
    expect(group('eu').countryCode).toBe('eu');
  });

  it('makes a missing or malformed code null (a globe), never part of a URL', () => {
    for (const bad of [undefined, null, '', 'deu', '../x', 'd e', 'de.svg', 42, {}]) {
      expect(group(bad).countryCode).toBeNull();
    }
  });

  it('reaches the prematch tree’s groups and the live leagues', () => {
    const tree = toCategoryTree([
      {
        id: 1,
        name: 'Futbol',
        count: null,
        sort: 1,
        groups: [group('de'), group(null)],
      },
    ]);
    expect(tree[0]?.groups.map((node) => node.countryCode)).toEqual(['de', null]);
    const league = v.parse(liveLeagueSchema, {
      groupName: 'Almanya - Bundesliga',
      countryCode: 'de',
      competitionId: 1,
      count: 0,
      events: [],
    });
    expect(league.countryCode).toBe('de');
  });

  it('reaches the rows and cards of every event, a selected competition and the popular tiles', async () => {
    const row = toEventRow(v.parse(feedEventSchema, feedEvent({ countryCode: 'GB-ENG' })), 'UTC');
    expect(row.countryCode).toBe('gb-eng');
    const live = v.parse(liveEventSchema, {
      ...feedEvent({ countryCode: '../x' }),
      eventStatus: 'O',
    });
    expect(toLiveEventView(live, 'Almanya - Bundesliga').countryCode).toBeNull();

    const { env, site } = setupSite();
    env.routes.route('POST /sbapi/api/feed/eventlist', () =>
      ok([
        {
          competitionId: 566,
          sportId: 1,
          name: 'Süper Lig',
          groupName: 'Türkiye',
          countryCode: 'tr',
          count: 1,
          events: [feedEvent()],
        },
      ]),
    );
    env.routes.route('GET /sbapi/api/sportsbook/popularcompetitions', () =>
      ok([
        {
          competitionId: 538,
          sportId: 1,
          name: 'Premier Lig',
          groupName: 'İngiltere',
          countryCode: 'gb-eng',
          count: 28,
        },
        { competitionId: 1, sportId: 1, name: 'Dünya Kupası', groupName: 'Uluslararası', count: 3 },
      ]),
    );
    const selection = createCompetitionSelection({ http: site.http, timeZone: 'UTC' });
    selection.selectCompetition({ competitionId: 566, sportId: 1, name: 'Süper Lig' });
    expect(selection.$selectedCompetitions.get()[0]?.countryCode).toBeNull();
    await site.settled();
    expect(selection.$selectedCompetitions.get()[0]?.countryCode).toBe('tr');

    const prematch = createPrematch({
      http: site.http,
      clock: env.clock,
      storage: env.storage,
      timeZone: 'UTC',
      $locale: site.i18n.$locale,
    });
    const stop = prematch.$popularCompetitions.listen(() => {});
    await site.settled();
    expect(prematch.$popularCompetitions.get().map((tile) => tile.countryCode)).toEqual([
      'gb-eng',
      null,
    ]);
    stop();
  });
});
