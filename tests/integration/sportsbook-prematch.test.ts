import { defaultEnv } from '@site/core';
import { createFullSite } from '@site/core/full';
import { DEFAULT_TOP_LEAGUE_IDS, endOfLocalDay, todayMatchesOf } from '@site/core/sportsbook';
import { createTestEnv } from '@site/core/testing';
import { createDevServer } from '@site/dev-server';
import { afterEach, describe, expect, it } from 'vitest';
import { flush, setupSportsbook } from './sportsbook.support';

let close: (() => void) | undefined;
afterEach(() => close?.());

describe('prematch against the dev server', () => {
  it('loads the tree, the Top Leagues and narrows with the hour filter', async () => {
    const { server, env, site, sportsbook } = setupSportsbook();
    close = server.close;
    await site.start();
    const { prematch } = sportsbook;
    const stop = prematch.$topLeagues.listen(() => {});
    await flush();
    const all = prematch.$categoryTree.get();
    expect(all.sports[0]).toMatchObject({ id: 1 });
    const sorts = all.sports.map((sport) => sport.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const total = all.sports.reduce((sum, sport) => sum + sport.count, 0);
    expect(total).toBeGreaterThan(500);

    const leagues = prematch.$topLeagues.get();
    expect(leagues).toHaveLength(11);
    expect(leagues.every((league) => league.offered && league.count > 0)).toBe(true);
    expect(leagues.find((league) => league.key === 'superLig')).toMatchObject({
      competitionId: DEFAULT_TOP_LEAGUE_IDS.superLig,
      name: 'Süper Lig',
      groupName: 'Türkiye',
    });

    prematch.setHourFilter(6);
    await flush();
    const six = prematch.$categoryTree.get();
    expect(six.hour).toBe(6);
    expect(six.sports.reduce((sum, sport) => sum + sport.count, 0)).toBeLessThan(total);
    expect(env.storage.getItem('filterbyhour')).toBe('6');
    stop();
  });

  it('picks a competition: active, first, its events as rows with odds and locks', async () => {
    const { server, site, sportsbook } = setupSportsbook();
    close = server.close;
    await site.start();
    const { prematch } = sportsbook;
    const superLig = {
      competitionId: DEFAULT_TOP_LEAGUE_IDS.superLig,
      sportId: 1,
      name: 'Süper Lig',
    };
    const premier = {
      competitionId: DEFAULT_TOP_LEAGUE_IDS.premierLeague,
      sportId: 1,
      name: 'Premier League',
    };
    const cleared: unknown[] = [];
    prematch.on('cleared', () => cleared.push(true));
    prematch.selectCompetition(premier);
    prematch.selectCompetition(superLig);
    await flush();
    const [first, second] = prematch.$selectedCompetitions.get();
    expect(first).toMatchObject({
      competitionId: 566,
      name: 'Süper Lig',
      groupName: 'Türkiye',
      status: 'ready',
    });
    expect(second?.competitionId).toBe(538);
    expect(prematch.$activeCompetitionId.get()).toBe(566);
    const rows = first?.events ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(100);
    const row = rows[0];
    expect(row?.date).toMatch(/^\d\d\.\d\d$/);
    expect(row?.time).toMatch(/^\d\d:\d\d$/);
    expect(row?.winner.home.rate).toBeGreaterThan(1);
    expect(row?.moreMarkets).toBeGreaterThan(0);
    const kickoffs = rows.map((item) => item.kickoff ?? 0);
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    expect(kickoffs[0]).toBeGreaterThan(Date.now() - 60_000); // read as UTC: upcoming, not hours off

    prematch.selectCompetition(premier); // again: to the top, no reload
    expect(prematch.$selectedCompetitions.get().map((item) => item.competitionId)).toEqual([
      538, 566,
    ]);
    prematch.clearCompetitions();
    expect(cleared).toHaveLength(1);
  });

  it('finds upcoming matches by team after the debounce', async () => {
    const { server, env, site, sportsbook } = setupSportsbook();
    close = server.close;
    await site.start();
    const { prematch } = sportsbook;
    prematch.setSearchTerm('GALATASARAY');
    env.clock.advance(1500);
    await flush();
    const { results, status } = prematch.$teamSearch.get();
    expect(status).toBe('ready');
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((row) => /galatasaray/i.test(`${row.homeName} ${row.awayName}`))).toBe(
      true,
    );
    expect(results[0]?.date).toMatch(/^\d\d\/\d\d$/);
  });

  it('loads popular events and competitions', async () => {
    const { server, site, sportsbook } = setupSportsbook();
    close = server.close;
    await site.start();
    const { prematch } = sportsbook;
    const stops = [
      prematch.$popularEvents.listen(() => {}),
      prematch.$popularCompetitions.listen(() => {}),
    ];
    await flush();
    expect(prematch.$popularEvents.get().length).toBeGreaterThan(0);
    expect(prematch.$popularCompetitions.get()).toHaveLength(11);
    for (const stop of stops) stop();
  });

  it("lists today's matches of the chosen sport from the spec's calls, up to the local midnight", async () => {
    const server = createDevServer({ seed: 1 });
    close = server.close;
    const bodies: { sportId: number; competitionId: number }[] = [];
    const env = createTestEnv({
      fetch: async (input, init) => {
        const request = input instanceof Request ? input.clone() : new Request(input, init);
        if (request.url.includes('feed/eventlist')) bodies.push(await request.json());
        return server.fetch(input, init);
      },
      WebSocket: server.WebSocket,
      origin: 'http://localhost',
    });
    // The server's world runs on the real clock, so the site does too; a zone where it is
    // morning leaves a day of matches ahead whenever the test runs.
    let offset = 8 - new Date().getUTCHours();
    if (offset < -12) offset += 24;
    const timeZone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const site = createFullSite({
      env: { ...env, clock: defaultEnv().clock },
      sportsbook: { timeZone },
    });
    await site.start();
    const { $todayMatches } = todayMatchesOf(site);
    const stop = $todayMatches.listen(() => {});
    for (let round = 0; round < 20 && $todayMatches.get().status !== 'ready'; round++)
      await flush();
    const now = Date.now();
    const state = $todayMatches.get();
    expect(state).toMatchObject({ status: 'ready', sportId: 1 });
    expect(state.sports[0]).toMatchObject({ id: 1 });
    expect(state.rows.length).toBeGreaterThan(10);
    const until = endOfLocalDay(now, timeZone);
    for (const row of state.rows) {
      expect(row.sportId).toBe(1);
      expect(row.kickoff).toBeGreaterThanOrEqual(now - 60_000);
      expect(row.kickoff).toBeLessThan(until);
    }
    const kickoffs = state.rows.map((row) => row.kickoff ?? 0);
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    // One call per football competition, none for another sport.
    expect(bodies.every((body) => body.sportId === 1)).toBe(true);
    expect(new Set(bodies.map((body) => body.competitionId)).size).toBe(bodies.length);
    stop();
  });
});
