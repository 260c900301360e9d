import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing';
import { setupSite } from './sportsbook.test-support';
import { createTeamSearch } from './team-search';

const RESULT = {
  id: 24000704,
  kickofDate: '2026-01-03T11:15:00.000',
  group: 'Türkiye',
  competition: 'Süper Lig',
  homeName: 'Galatasaray',
  awayName: 'Beşiktaş',
  sportId: 1,
  competitionId: 566,
};

function setup() {
  const { env, site } = setupSite();
  let answer: () => Response = () =>
    ok([RESULT, { ...RESULT }, { ...RESULT, id: 2, homeName: 'Gaziantep' }]);
  env.routes.route('POST /sbapi/api/feed/searchupcoming', () => answer());
  const search = createTeamSearch({ http: site.http, clock: env.clock, timeZone: 'UTC' });
  const sent = () => env.routes.calls.map((call) => (call.body as { teamName: string }).teamName);
  return {
    site,
    env,
    search,
    sent,
    answerWith(next: () => Response) {
      answer = next;
    },
  };
}

describe('team search', () => {
  it('waits 1.5 s after the last keystroke, then sends one call', async () => {
    const { site, env, search, sent } = setup();
    search.setSearchTerm('g');
    env.clock.advance(1000);
    search.setSearchTerm('ga');
    env.clock.advance(1000);
    search.setSearchTerm('gal');
    expect(search.$teamSearch.get().status).toBe('loading');
    env.clock.advance(1499);
    await site.settled();
    expect(sent()).toEqual([]);
    env.clock.advance(1);
    expect(search.$teamSearch.get().status).toBe('loading');
    await site.settled();
    expect(sent()).toEqual(['gal']);
    expect(search.$teamSearch.get()).toMatchObject({ status: 'ready', searchedTerm: 'gal' });
  });

  it('de-duplicates: the same term is not sent again, and repeated results show once', async () => {
    const { site, env, search, sent } = setup();
    search.setSearchTerm('gala');
    env.clock.advance(1500);
    await site.settled();
    expect(search.$teamSearch.get().results.map((row) => row.id)).toEqual([24000704, 2]);
    search.setSearchTerm('galat');
    env.clock.advance(500);
    search.setSearchTerm(' gala ');
    env.clock.advance(1500);
    await site.settled();
    expect(sent()).toEqual(['gala']);
    expect(search.$teamSearch.get().status).toBe('ready');
  });

  it('gives rows with date dd/MM, group, competition, time HH:mm and teams', async () => {
    const { site, env, search } = setup();
    search.setSearchTerm('gala');
    env.clock.advance(1500);
    await site.settled();
    expect(search.$teamSearch.get().results[0]).toEqual({
      id: 24000704,
      kickoff: Date.UTC(2026, 0, 3, 11, 15),
      date: '03/01',
      time: '11:15',
      group: 'Türkiye',
      competition: 'Süper Lig',
      homeName: 'Galatasaray',
      awayName: 'Beşiktaş',
      sportId: 1,
      competitionId: 566,
    });
  });

  it('sends nothing for an empty or one-letter term and clears the results', async () => {
    const { site, env, search, sent } = setup();
    search.setSearchTerm('gala');
    env.clock.advance(1500);
    await site.settled();
    search.setSearchTerm('g');
    env.clock.advance(1500);
    await site.settled();
    expect(search.$teamSearch.get()).toMatchObject({ status: 'idle', results: [] });
    search.setSearchTerm('   ');
    expect(env.clock.pendingTimers()).toBe(0);
    expect(sent()).toEqual(['gala']);
  });

  it('shows no results on a failure, and the same term may be tried again', async () => {
    const { site, env, search, sent, answerWith } = setup();
    answerWith(() => fail('Search is down'));
    search.setSearchTerm('gala');
    env.clock.advance(1500);
    await site.settled();
    expect(search.$teamSearch.get()).toMatchObject({ status: 'failed', results: [] });
    answerWith(() => ok([RESULT]));
    search.setSearchTerm('gala');
    env.clock.advance(1500);
    await site.settled();
    expect(sent()).toEqual(['gala', 'gala']);
    expect(search.$teamSearch.get().results).toHaveLength(1);
  });

  it('drops the answer of a search that was cleared meanwhile', async () => {
    const { site, env, search } = setup();
    search.setSearchTerm('gala');
    env.clock.advance(1500);
    search.clearSearch();
    await site.settled();
    expect(search.$teamSearch.get()).toMatchObject({ status: 'idle', results: [], term: '' });
  });
});
