import { describe, expect, it } from 'vitest';
import { ok } from '../testing';
import { createSportsbook } from './create-sportsbook';
import type { OddChangesHandler } from './odds-stream.types';
import { feedEvent, league, liveEvent, setupSite } from './sportsbook.test-support';

function setup() {
  const { env, site } = setupSite();
  env.routes.route('GET /sbapi/api/feed/livecategorylist', () =>
    ok([{ id: 1, name: 'Futbol', count: 1, sort: 1 }]),
  );
  env.routes.route('POST /sbapi/api/feed/liveeventlist', () =>
    ok([league('L', [liveEvent({ id: 101 })])]),
  );
  env.routes.route('POST /sbapi/api/feed/eventlist', () =>
    ok([{ count: 1, events: [feedEvent({ id: 55 })] }]),
  );
  const pushes = new Set<OddChangesHandler>();
  const reconnects = new Set<() => void>();
  const sportsbook = createSportsbook({
    http: site.http,
    clock: env.clock,
    storage: env.storage,
    $locale: site.i18n.$locale,
    timeZone: 'UTC',
    subscribeOddChanges: (handler) => {
      pushes.add(handler);
      return () => pushes.delete(handler);
    },
    onReconnected: (handler) => {
      reconnects.add(handler);
      return () => reconnects.delete(handler);
    },
  });
  const count = (path: string) =>
    env.routes.calls.filter((call) => call.path.endsWith(path)).length;
  return { site, env, sportsbook, pushes, reconnects, count };
}

describe('createSportsbook wiring', () => {
  it('routes pushes into the odds stream and formats them in the chosen format', async () => {
    const { site, sportsbook, pushes } = setup();
    sportsbook.prematch.selectCompetition({ competitionId: 566, sportId: 1, name: 'Süper Lig' });
    await site.settled();
    const cell = sportsbook.prematch.$selectedCompetitions.get()[0]?.events[0]?.winner.home;
    const $odd = sportsbook.odds.$odd(cell?.oddId ?? 0, cell?.rate ?? undefined);
    const stop = $odd.listen(() => {});
    expect(pushes.size).toBe(1);
    for (const push of pushes) push([{ id: cell?.oddId, odd: 2.5, changeType: 1 }]);
    expect($odd.get()).toEqual({ rate: 2.5, direction: 'up' });
    sportsbook.oddsFormat.setOddsFormat('american');
    expect(sportsbook.oddsFormat.$formatOdds.get()($odd.get().rate)).toBe('+150');
    stop();
  });

  it('after a reconnect, fetches the watched odds again (live feed and selected competitions)', async () => {
    const { site, sportsbook, reconnects, count } = setup();
    const stopLive = sportsbook.live.$liveSports.listen(() => {});
    sportsbook.prematch.selectCompetition({ competitionId: 566, sportId: 1, name: 'Süper Lig' });
    await site.settled();
    const stopOdd = sportsbook.odds.$odd(600_000_551).listen(() => {});
    expect([count('livecategorylist'), count('feed/eventlist')]).toEqual([1, 1]);
    for (const reconnected of reconnects) reconnected();
    await site.settled();
    expect([count('livecategorylist'), count('feed/eventlist')]).toEqual([2, 2]);
    stopOdd();
    stopLive();
  });

  it('after a reconnect, leaves the live feed alone while nobody shows it', async () => {
    const { site, sportsbook, reconnects, count } = setup();
    sportsbook.prematch.selectCompetition({ competitionId: 566, sportId: 1, name: 'Süper Lig' });
    await site.settled();
    const stopOdd = sportsbook.odds.$odd(600_000_551).listen(() => {});
    for (const reconnected of reconnects) reconnected();
    await site.settled();
    expect([count('livecategorylist'), count('feed/eventlist')]).toEqual([0, 2]);
    stopOdd();
  });
});
