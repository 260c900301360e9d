import { atom, STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../testing';
import { refreshWhileWatched } from './while-watched';

function setup(options: { atStart?: boolean } = {}) {
  const clock = createManualClock();
  const $store = atom(0);
  const $input = atom('tr');
  const answers: (() => void)[] = [];
  let calls = 0;
  let stops = 0;
  refreshWhileWatched(
    $store,
    () => {
      calls++;
      return new Promise<void>((resolve) => answers.push(resolve));
    },
    {
      inputs: [$input],
      every: { clock, ms: 30_000 },
      onStop: () => stops++,
      ...options,
    },
  );
  const answerAll = async () => {
    for (const answer of answers.splice(0)) answer();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { clock, $store, $input, answerAll, calls: () => calls, stops: () => stops };
}

describe('refreshWhileWatched (the one polling helper)', () => {
  afterEach(() => vi.useRealTimers());

  it('loads on the first watcher, then every interval on the clock port', async () => {
    const { clock, $store, answerAll, calls } = setup();
    expect(calls()).toBe(0); // nothing before anyone watches
    const stop = $store.listen(() => {});
    expect(calls()).toBe(1);
    await answerAll();
    clock.advance(29_999);
    expect(calls()).toBe(1);
    clock.advance(1);
    expect(calls()).toBe(2);
    stop();
  });

  it('never stacks a tick on a load still on its way; an input change always loads', async () => {
    const { clock, $store, $input, answerAll, calls } = setup();
    const stop = $store.listen(() => {});
    clock.advance(30_000 * 3); // the first answer has not come: no second request
    expect(calls()).toBe(1);
    $input.set('en');
    expect(calls()).toBe(2);
    await answerAll();
    expect(calls()).toBe(3); // the ticks that waited load once, after the answers
    await answerAll();
    clock.advance(30_000);
    expect(calls()).toBe(4);
    stop();
  });

  it('waits for the first tick when asked not to load at start', () => {
    const { clock, $store, calls } = setup({ atStart: false });
    const stop = $store.listen(() => {});
    expect(calls()).toBe(0);
    clock.advance(30_000);
    expect(calls()).toBe(1);
    stop();
  });

  it('stops polling and listening to inputs when the last watcher leaves', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // nanostores unmounts a second after
    const { clock, $store, $input, answerAll, calls, stops } = setup();
    const stop = $store.listen(() => {});
    await answerAll();
    stop();
    vi.advanceTimersByTime(STORE_UNMOUNT_DELAY);
    expect(stops()).toBe(1);
    clock.advance(30_000 * 5);
    $input.set('en');
    expect(calls()).toBe(1);
  });
});
