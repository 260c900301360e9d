import { describe, expect, it } from 'vitest';
import { fail, ok } from '../testing';
import { createLive } from './live.store';
import { liveHighlights, liveHighlightsOf } from './live-highlights';
import { league, liveEvent, setupSite } from './sportsbook.test-support';

function setup(leagues: Record<number, unknown>) {
  const { env, site } = setupSite();
  env.routes.route('GET /sbapi/api/feed/livecategorylist', () =>
    ok([
      { id: 2, name: 'Basketbol', count: 1, sort: 2 },
      { id: 1, name: 'Futbol', count: 3, sort: 1 },
    ]),
  );
  env.routes.route('POST /sbapi/api/feed/liveeventlist', (request) => {
    const answer = leagues[(request.body as { sportId: number }).sportId];
    return answer === undefined ? fail('Sport down') : ok(answer);
  });
  const live = createLive({ http: site.http, clock: env.clock, storage: env.storage });
  return { site, env, live };
}

describe('live highlights (the home page strip)', () => {
  it('loads the live feed when watched and puts open matches first, sports by sort', async () => {
    const { site, live } = setup({
      1: [
        league('Türkiye - Süper Lig', [
          liveEvent({ id: 101, homeName: 'Beşiktaş', awayName: 'Göztepe', eventStatus: 'S' }),
          liveEvent({ id: 102, homeName: 'Iğdır FK', awayName: 'Bodrum FK' }),
        ]),
      ],
      2: [league('ABD - NBA', [liveEvent({ id: 201, sportId: 2 })])],
    });
    const $highlights = liveHighlightsOf(live);
    expect($highlights.get().status).toBe('loading');
    const stop = $highlights.listen(() => {});
    await site.settled();
    const state = $highlights.get();
    expect(state.status).toBe('ready');
    expect(state.total).toBe(3);
    expect(state.events.map((item) => [item.sportName, item.event.id])).toEqual([
      ['Futbol', 102],
      ['Basketbol', 201],
      ['Futbol', 101],
    ]);
    expect(liveHighlightsOf(live)).toBe($highlights);
    stop();
  });

  it('is failed when nothing could be loaded, and ready and empty when nothing is live', async () => {
    const down = setup({});
    const stopDown = liveHighlightsOf(down.live).listen(() => {});
    await down.site.settled();
    expect(liveHighlightsOf(down.live).get()).toMatchObject({
      status: 'failed',
      events: [],
      total: 0,
    });
    stopDown();

    const quiet = setup({ 1: [], 2: [] });
    const stopQuiet = liveHighlightsOf(quiet.live).listen(() => {});
    await quiet.site.settled();
    expect(liveHighlightsOf(quiet.live).get()).toEqual({ status: 'ready', events: [], total: 0 });
    stopQuiet();
  });

  it('shows at most the limit', () => {
    const events = Array.from({ length: 12 }, (_, index) => ({ id: index, locked: false }));
    const feed = {
      status: 'ready' as const,
      loadedAt: 0,
      sports: [
        {
          id: 1,
          name: 'Futbol',
          sort: 1,
          count: 12,
          failed: false,
          leagues: [{ groupName: 'X', competitionId: 1, events: events as never[] }],
        },
      ],
    };
    expect(liveHighlights(feed, 5).events).toHaveLength(5);
    expect(liveHighlights(feed).events).toHaveLength(8);
    expect(liveHighlights(feed).total).toBe(12);
  });
});
