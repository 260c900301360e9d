import { describe, expect, it } from 'vitest';
import { createManualClock } from '../testing';
import { isPlausibleOdds } from './odds-format';
import { createOddsStream, ODD_HIGHLIGHT_MS, ODD_RELEASE_DELAY_MS } from './odds-stream';
import type { OddChangesHandler } from './odds-stream.types';

function setup() {
  const clock = createManualClock();
  const handlers = new Set<OddChangesHandler>();
  const reconnects = new Set<() => void>();
  const odds = createOddsStream({
    clock,
    subscribeOddChanges(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onReconnected(handler) {
      reconnects.add(handler);
      return () => reconnects.delete(handler);
    },
  });
  const push = (batch: unknown) => {
    for (const handler of handlers) handler(batch);
  };
  return { clock, odds, handlers, reconnects, push };
}

describe('odds stream: one store per odd id', () => {
  it('creates a store on first use and returns the same one while it lives', () => {
    const { odds } = setup();
    const $a = odds.$odd(1, 1.85);
    expect(odds.$odd(1)).toBe($a);
    expect($a.get()).toEqual({ rate: 1.85, direction: null });
    expect(odds.$odd(2).get()).toEqual({ rate: undefined, direction: null });
  });

  it('drops a store after its last watcher leaves (after the release delay)', () => {
    const { clock, odds } = setup();
    const $a = odds.$odd(1);
    const stopOne = $a.listen(() => {});
    const stopTwo = $a.listen(() => {});
    stopOne();
    clock.advance(ODD_RELEASE_DELAY_MS);
    expect(odds.size()).toBe(1);
    stopTwo();
    expect(odds.watchedIds()).toEqual([]);
    clock.advance(ODD_RELEASE_DELAY_MS - 1);
    expect(odds.size()).toBe(1);
    clock.advance(1);
    expect(odds.size()).toBe(0);
    expect(odds.$odd(1)).not.toBe($a);
  });

  it('drops a store that was asked for but never watched', () => {
    const { clock, odds } = setup();
    odds.$odd(1).get();
    odds.$odd(2);
    clock.advance(ODD_RELEASE_DELAY_MS);
    expect(odds.size()).toBe(0);
  });

  it('keeps a store that is watched again before the release delay ends', () => {
    const { clock, odds } = setup();
    const $a = odds.$odd(1);
    $a.listen(() => {})();
    const stop = $a.listen(() => {});
    clock.advance(ODD_RELEASE_DELAY_MS * 2);
    expect(odds.$odd(1)).toBe($a);
    stop();
  });

  it('re-registers a dropped store that a component still holds when it is watched again', () => {
    const { clock, odds, push } = setup();
    const $a = odds.$odd(1);
    $a.listen(() => {})();
    clock.advance(ODD_RELEASE_DELAY_MS);
    expect(odds.size()).toBe(0);
    const stop = $a.listen(() => {});
    push([{ id: 1, odd: 2, changeType: 1 }]);
    expect($a.get().rate).toBe(2);
    stop();
  });
});

describe('odds stream: pushes', () => {
  it('applies changes to watched odds with a direction, skipping unwatched ids', () => {
    const { odds, push } = setup();
    const $a = odds.$odd(1, 1.85);
    const $b = odds.$odd(2, 3.1);
    const $unwatched = odds.$odd(3, 5);
    const seen: unknown[] = [];
    const stopA = $a.listen((value) => seen.push(['a', value]));
    const stopB = $b.listen((value) => seen.push(['b', value]));
    push([
      { id: 1, odd: 1.92, changeType: 1 },
      { id: 2, odd: 2.95, changeType: -1 },
      { id: 3, odd: 9, changeType: 1 },
      { id: 4, odd: 9, changeType: 1 },
    ]);
    expect(seen).toEqual([
      ['a', { rate: 1.92, direction: 'up' }],
      ['b', { rate: 2.95, direction: 'down' }],
    ]);
    expect($unwatched.value).toEqual({ rate: 5, direction: null });
    stopA();
    stopB();
  });

  it('applies a batch in one batch(): a listener of many odds runs once', () => {
    const { odds } = setup();
    const stores = [1, 2, 3].map((id) => odds.$odd(id));
    let calls = 0;
    const listener = () => {
      calls++;
    };
    const stops = stores.map(($odd) => $odd.listen(listener));
    const applied = odds.applyOddChanges([
      { id: 1, odd: 2, changeType: 1 },
      { id: 2, odd: 2, changeType: 1 },
      { id: 3, odd: 2, changeType: -1 },
    ]);
    expect(applied).toBe(3);
    expect(calls).toBe(1);
    for (const stop of stops) stop();
  });

  it('clears the highlight by itself after the highlight time (clock port)', () => {
    const { clock, odds } = setup();
    const $a = odds.$odd(1, 1.5);
    const $b = odds.$odd(2, 1.5);
    const stops = [$a.listen(() => {}), $b.listen(() => {})];
    odds.applyOddChanges([{ id: 1, odd: 1.6, changeType: 1 }]);
    clock.advance(1000);
    odds.applyOddChanges([{ id: 2, odd: 1.4, changeType: -1 }]);
    clock.advance(ODD_HIGHLIGHT_MS - 1000);
    expect($a.get()).toEqual({ rate: 1.6, direction: null });
    expect($b.get()).toEqual({ rate: 1.4, direction: 'down' });
    clock.advance(1000);
    expect($b.get()).toEqual({ rate: 1.4, direction: null });
    expect(clock.pendingTimers()).toBe(0);
    for (const stop of stops) stop();
  });

  it('restarts the highlight time when the same odd moves again', () => {
    const { clock, odds } = setup();
    const $a = odds.$odd(1, 1.5);
    const stop = $a.listen(() => {});
    odds.applyOddChanges([{ id: 1, odd: 1.6, changeType: 1 }]);
    clock.advance(ODD_HIGHLIGHT_MS - 100);
    odds.applyOddChanges([{ id: 1, odd: 1.55, changeType: -1 }]);
    clock.advance(200);
    expect($a.get().direction).toBe('down');
    clock.advance(ODD_HIGHLIGHT_MS);
    expect($a.get().direction).toBeNull();
    stop();
  });

  it('skips malformed entries and ignores a batch that is not a list', () => {
    const { odds } = setup();
    const $a = odds.$odd(1, 1.5);
    const stop = $a.listen(() => {});
    expect(odds.applyOddChanges({ id: 1 })).toBe(0);
    expect(odds.applyOddChanges(null)).toBe(0);
    const applied = odds.applyOddChanges([
      null,
      'x',
      { id: 1, odd: '2.0', changeType: 1 },
      { id: 1, odd: Number.NaN, changeType: 1 },
      { id: 1, odd: 2, changeType: 0 },
      { id: 1, odd: 2.1, changeType: 1 },
    ]);
    expect(applied).toBe(1);
    expect($a.get().rate).toBe(2.1);
    stop();
  });

  it('suspends an odd pushed at an absurd price: no highlight, and it locks (issue 25)', () => {
    const { odds } = setup();
    const $a = odds.$odd(1, 1.5);
    const stop = $a.listen(() => {});
    for (const absurd of [1e308, 1e21, 1.0000001, Number.POSITIVE_INFINITY]) {
      expect(odds.applyOddChanges([{ id: 1, odd: absurd, changeType: 1 }])).toBe(1);
      expect($a.get()).toEqual({ rate: absurd, direction: null });
      expect(isPlausibleOdds($a.get().rate)).toBe(false);
    }
    odds.applyOddChanges([{ id: 1, odd: 1.8, changeType: -1 }]);
    expect($a.get()).toEqual({ rate: 1.8, direction: 'down' });
    stop();
  });

  it('subscribes to pushes only while an odd is watched', () => {
    const { clock, odds, handlers, reconnects } = setup();
    expect(handlers.size).toBe(0);
    const stop = odds.$odd(1).listen(() => {});
    expect(handlers.size).toBe(1);
    expect(reconnects.size).toBe(1);
    odds.$odd(2).listen(() => {})();
    expect(handlers.size).toBe(1);
    stop();
    clock.advance(ODD_RELEASE_DELAY_MS);
    expect(handlers.size).toBe(0);
    expect(reconnects.size).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
  });

  it('asks for the watched odds to be fetched again after a reconnect', () => {
    const { odds, reconnects } = setup();
    const resyncs: number[][] = [];
    odds.on('resync', (ids) => resyncs.push(ids));
    const stops = [odds.$odd(7).listen(() => {}), odds.$odd(8).listen(() => {})];
    for (const handler of reconnects) handler();
    expect(resyncs).toEqual([[7, 8]]);
    for (const stop of stops) stop();
  });

  it('syncs feed rates into watched odds without a highlight', () => {
    const { odds } = setup();
    const $a = odds.$odd(1, 1.5);
    const $idle = odds.$odd(2, 1.5);
    const stop = $a.listen(() => {});
    odds.syncRates([
      { id: 1, rate: 1.7 },
      { id: 2, rate: 9 },
    ]);
    expect($a.get()).toEqual({ rate: 1.7, direction: null });
    expect($idle.value).toEqual({ rate: 1.5, direction: null });
    stop();
  });
});
