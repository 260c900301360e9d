import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing';
import { createCompetitionSelection } from './competition-selection';
import { createOddsStream } from './odds-stream';
import { feedEvent, setupSite } from './sportsbook.test-support';

const SUPER_LIG = { competitionId: 566, sportId: 1, name: 'Süper Lig', groupName: 'Türkiye' };
const NBA = { competitionId: 756, sportId: 2, name: 'NBA', groupName: 'ABD' };
const PREMIER = { competitionId: 538, sportId: 1, name: 'Premier Lig', groupName: 'İngiltere' };

function setup() {
  const { env, site } = setupSite();
  const failing = new Set<number>();
  env.routes.route('POST /sbapi/api/feed/eventlist', (request) => {
    const body = request.body as { competitionId: number; sportId: number };
    if (failing.has(body.competitionId)) return fail('Competition not found');
    return ok([
      {
        competitionId: body.competitionId,
        sportId: body.sportId,
        name: `Server ${body.competitionId}`,
        groupName: 'G',
        count: 30,
        events: [
          feedEvent({ id: body.competitionId * 10 }),
          feedEvent({ id: body.competitionId * 10 + 1 }),
        ],
      },
    ]);
  });
  const odds = createOddsStream({ clock: env.clock });
  const selection = createCompetitionSelection({
    http: site.http,
    timeZone: 'UTC',
    syncRates: odds.syncRates,
  });
  const cleared: number[] = [];
  const selected: number[] = [];
  selection.on('cleared', () => cleared.push(1));
  selection.on('selected', (competition) => selected.push(competition.competitionId));
  const eventCalls = () => env.routes.calls.filter((call) => call.path.endsWith('feed/eventlist'));
  return { site, env, selection, odds, failing, cleared, selected, eventCalls };
}

const ids = (list: { competitionId: number }[]) => list.map((item) => item.competitionId);

describe('competition selection', () => {
  it('selecting makes it active and first, and loads its events (skip 0, take 100)', async () => {
    const { site, selection, eventCalls, selected } = setup();
    selection.selectCompetition(SUPER_LIG);
    expect(selection.$selectedCompetitions.get()[0]).toMatchObject({
      competitionId: 566,
      status: 'loading',
    });
    expect(selection.$activeCompetitionId.get()).toBe(566);
    await site.settled();
    expect(eventCalls()[0]?.body).toEqual({
      sportId: 1,
      competitionId: 566,
      skip: 0,
      take: 100,
    });
    const [entry] = selection.$selectedCompetitions.get();
    expect(entry).toMatchObject({ status: 'ready', count: 30, name: 'Server 566' });
    expect(entry?.events.map((row) => row.id)).toEqual([5660, 5661]);
    selection.selectCompetition(NBA);
    await site.settled();
    expect(ids(selection.$selectedCompetitions.get())).toEqual([756, 566]);
    expect(selected).toEqual([566, 756]);
  });

  it('selecting one already chosen moves it to the top without reloading', async () => {
    const { site, selection, eventCalls } = setup();
    selection.selectCompetition(SUPER_LIG);
    selection.selectCompetition(NBA);
    selection.selectCompetition(PREMIER);
    await site.settled();
    expect(eventCalls()).toHaveLength(3);
    selection.selectCompetition(SUPER_LIG);
    await site.settled();
    expect(ids(selection.$selectedCompetitions.get())).toEqual([566, 538, 756]);
    expect(selection.$activeCompetitionId.get()).toBe(566);
    expect(eventCalls()).toHaveLength(3);
  });

  it('toggles: a selected competition is removed, the next one becomes active', async () => {
    const { site, selection, cleared } = setup();
    selection.toggleCompetition(SUPER_LIG);
    selection.toggleCompetition(NBA);
    await site.settled();
    expect(selection.$selectedIds.get()).toEqual(new Set([566, 756]));
    selection.toggleCompetition(NBA);
    expect(ids(selection.$selectedCompetitions.get())).toEqual([566]);
    expect(selection.$activeCompetitionId.get()).toBe(566);
    expect(cleared).toEqual([]);
  });

  it('emits cleared when the last one is removed, and on clear all', async () => {
    const { site, selection, cleared } = setup();
    selection.toggleCompetition(SUPER_LIG);
    selection.toggleCompetition(SUPER_LIG);
    expect(cleared).toHaveLength(1);
    expect(selection.$activeCompetitionId.get()).toBeNull();
    selection.selectCompetition(NBA);
    selection.selectCompetition(PREMIER);
    selection.clearCompetitions();
    expect(selection.$selectedCompetitions.get()).toEqual([]);
    expect(cleared).toHaveLength(2);
    await site.settled(); // answers for removed competitions change nothing
    expect(selection.$selectedCompetitions.get()).toEqual([]);
  });

  it('keeps a competition whose events failed to load, marked failed', async () => {
    const { site, selection, failing } = setup();
    failing.add(566);
    selection.selectCompetition(SUPER_LIG);
    await site.settled();
    expect(selection.$selectedCompetitions.get()[0]).toMatchObject({
      status: 'failed',
      error: { code: 'server' },
      events: [],
    });
  });

  it('reloads every selected competition (after a reconnect) and syncs watched odds', async () => {
    const { site, selection, odds, eventCalls } = setup();
    selection.selectCompetition(SUPER_LIG);
    await site.settled();
    const oddId = selection.$selectedCompetitions.get()[0]?.events[0]?.winner.home.oddId ?? 0;
    const $odd = odds.$odd(oddId);
    const stop = $odd.listen(() => {});
    await selection.refreshSelected();
    expect(eventCalls()).toHaveLength(2);
    expect($odd.get().rate).toBe(1.85);
    stop();
  });
});
