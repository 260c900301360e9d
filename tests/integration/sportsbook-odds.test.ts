import { ODD_HIGHLIGHT_MS, type OddCell } from '@site/core/sportsbook';
import { listenerCount } from '@site/core/testing';
import { createDevServer } from '@site/dev-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, setupSportsbook } from './sportsbook.support';

let close: (() => void) | undefined;
afterEach(() => close?.());

const cellsOf = (event: {
  winner: Record<string, OddCell>;
  doubleChance: Record<string, OddCell>;
  totalGoals: { under: OddCell; over: OddCell };
}) => [
  ...Object.values(event.winner),
  ...Object.values(event.doubleChance),
  event.totalGoals.under,
  event.totalGoals.over,
];

describe('odds pushes against the dev server', () => {
  it('delivers the simulator’s oddChanged batches over the hub to the watched odds, and only those', async () => {
    // The server's clock stands still: live matches then score no goal of their own while the
    // test runs (a goal re-prices and pushes outside the simulator's batches counted here; on a
    // busy machine the test lasts long enough for some).
    const frozen = Date.now();
    const { server, site, sportsbook, env, control } = setupSportsbook({
      server: createDevServer({ seed: 1, now: () => frozen }),
    });
    close = server.close;
    await site.start();
    await site.session.login({ username: 'player1', password: 'secret1' });
    await vi.waitFor(() =>
      expect(site.realtime.hubs.sbnotify.$state.get()).toEqual({
        state: 'Connected',
        gaveUp: false,
      }),
    );
    const baselineListeners = listenerCount(site.realtime);

    const stopLive = sportsbook.live.$liveSports.listen(() => {});
    await flush();
    // No odd watched yet: the odds stream has not subscribed to the hub.
    expect(listenerCount(site.realtime)).toBe(baselineListeners);

    // Watch every odd of the live panel (about 200 events), as open odd cells would.
    const cells = sportsbook.live.$visibleEvents
      .get()
      .flatMap(cellsOf)
      .filter(
        (cell): cell is OddCell & { oddId: number; rate: number } =>
          cell.oddId !== null && cell.rate !== null,
      );
    expect(cells.length).toBeGreaterThan(500);
    const watched = new Set(cells.map((cell) => cell.oddId));
    const notified = new Map<number, number>();
    const stops = cells.map((cell) =>
      sportsbook.odds.$odd(cell.oddId, cell.rate).listen(() => {
        notified.set(cell.oddId, (notified.get(cell.oddId) ?? 0) + 1);
      }),
    );
    // Watching subscribes the odds stream to the hub's pushes (and its reconnects).
    expect(listenerCount(site.realtime)).toBeGreaterThan(baselineListeners);

    const batches = [control.simulator.tick(), control.simulator.tick(), control.simulator.tick()];
    const lastWatched = batches
      .flat()
      .filter((change) => watched.has(change.id))
      .at(-1);
    if (!lastWatched) throw new Error('the simulator moved no watched odd');
    // The pushes travel through the SignalR client: wait until the last one has landed.
    await vi.waitFor(() =>
      expect(sportsbook.odds.$odd(lastWatched.id).get().rate).toBe(lastWatched.odd),
    );
    await flush();
    const pushed = batches.flat();
    const hits = pushed.filter((change) => watched.has(change.id));
    const misses = pushed.filter((change) => !watched.has(change.id));
    expect(hits.length).toBeGreaterThan(0);
    expect(misses.length).toBeGreaterThan(0); // prematch odds: nobody watches them here

    const latest = new Map(hits.map((change) => [change.id, change]));
    for (const [id, change] of latest) {
      expect(sportsbook.odds.$odd(id).get()).toEqual({
        rate: change.odd,
        direction: change.changeType === 1 ? 'up' : 'down',
      });
    }
    // One notification per batch that moved a watched odd; nothing else woke up.
    const expected = new Map<number, number>();
    for (const batch of batches) {
      for (const id of new Set(batch.map((change) => change.id))) {
        if (watched.has(id)) expected.set(id, (expected.get(id) ?? 0) + 1);
      }
    }
    expect(notified).toEqual(expected);
    expect(
      misses.every((change) => sportsbook.odds.$odd(change.id).value?.rate === undefined),
    ).toBe(true);

    env.clock.advance(ODD_HIGHLIGHT_MS);
    expect(
      [...latest.keys()].every((id) => sportsbook.odds.$odd(id).get().direction === null),
    ).toBe(true);

    for (const stop of stops) stop();
    env.clock.advance(1000);
    // The last watcher left: unsubscribed from the hub.
    expect(listenerCount(site.realtime)).toBe(baselineListeners);
    expect(sportsbook.odds.size()).toBe(0);
    stopLive();
  });
});
