import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEventView } from '../feed/event-view';
import { createHarness } from '../sportsbook.test-support';
import type { OddChange } from './odds-simulator';

describe('odds simulator', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes oddChanged batches at the nominal 200 changes per second', () => {
    const h = createHarness();
    const before = new Map<number, number>();
    const world = h.sb.control.world;
    for (const event of [...world.live(), ...world.prematch()]) {
      for (const odd of [event.markets.winner.odd1, event.markets.winner.odd2])
        before.set(odd.id, odd.rate);
    }
    const batch = h.sb.simulator.tick();
    expect(batch).toHaveLength(50); // 200/s × 250 ms
    expect(h.pushes).toEqual([{ command: 'oddChanged', message: batch }]);
    expect(new Set(batch.map((change) => change.id)).size).toBe(50);
    for (const change of batch) {
      expect([1, -1]).toContain(change.changeType);
      const odd = world.odd(change.id);
      expect(odd?.rate).toBe(change.odd);
      const old = before.get(change.id);
      if (old !== undefined) expect(Math.sign(change.odd - old)).toBe(change.changeType);
    }
  });

  it('follows setRate, carrying fractions between ticks, and storms on demand', () => {
    const h = createHarness();
    h.sb.simulator.setRate(2); // half a change per 250 ms tick
    const sizes = [1, 2, 3, 4].map(() => h.sb.simulator.tick().length);
    expect(sizes).toEqual([0, 1, 0, 1]);
    h.sb.simulator.storm(true);
    expect(h.sb.simulator.rate()).toBe(5000);
    expect(h.sb.simulator.tick()).toHaveLength(1250);
    h.sb.simulator.storm(false);
    expect(h.sb.simulator.rate()).toBe(2);
    expect(() => h.sb.simulator.setRate(-1)).toThrow(RangeError);
  });

  it('never moves odds of suspended events, and feeds serve the moved odds', async () => {
    const h = createHarness();
    const changes: OddChange[] = [];
    for (let i = 0; i < 4; i++) {
      // Suspended when the tick starts (a tick may suspend a match after pushing its odds).
      const suspended = new Set(
        h.sb.control.world
          .live()
          .filter((event) => h.clock.now < event.suspendedUntil)
          .map((event) => event.id),
      );
      h.pushes.length = 0;
      h.sb.simulator.tick();
      for (const change of h.pushes.flatMap((push) => push.message as OddChange[])) {
        expect(suspended.has(h.sb.control.world.odd(change.id)?.event.id ?? 0)).toBe(false);
        changes.push(change);
      }
    }
    const liveChange = changes.find(
      (change) =>
        h.sb.control.world.odd(change.id)?.event.phase === 'live' &&
        h.sb.control.world.odd(change.id)?.market === 'winner',
    );
    const event = h.sb.control.world.odd(liveChange?.id ?? 0)?.event;
    const groups = (
      await h.call<{ events: LiveEventView[] }[]>('POST', 'feed/liveeventlist', {
        body: { sportId: event?.sport.id, skip: 0, take: 500 },
      })
    ).body.data;
    const served = groups.flatMap((group) => group.events).find((item) => item.id === event?.id);
    const rates = [served?.winner.odd1Id, served?.winner.oddXId, served?.winner.odd2Id];
    expect(rates).toContain(liveChange?.id);
  });

  it('is deterministic under the seed', () => {
    const a = createHarness({ seed: 3 });
    const b = createHarness({ seed: 3 });
    for (let i = 0; i < 5; i++) expect(b.sb.simulator.tick()).toEqual(a.sb.simulator.tick());
  });

  it('runs on timers between start and stop', () => {
    vi.useFakeTimers();
    const h = createHarness({ tickMs: 100, oddsChangesPerSecond: 100 });
    h.sb.simulator.start();
    expect(h.sb.simulator.isRunning()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(h.pushes).toHaveLength(10);
    h.sb.simulator.stop();
    vi.advanceTimersByTime(1000);
    expect(h.pushes).toHaveLength(10);
    expect(h.sb.simulator.isRunning()).toBe(false);
  });
});
