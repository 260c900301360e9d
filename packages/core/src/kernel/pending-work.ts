/**
 * The site's work in flight (every HTTP call and `start()`), so `site.settled()` can wait for
 * it and for what it starts: a test or a server render awaits the site instead of guessing a
 * number of turns.
 */
export interface PendingWork {
  track<T>(work: Promise<T>): Promise<T>;
  settled(): Promise<void>;
}

// A finished call's handlers run in the microtasks after it and may start the next call (a
// login loads the profile, a slip answer recalculates): this many turns lets them run first.
const MICROTASK_TURNS = 50;

async function drainMicrotasks(): Promise<void> {
  for (let turn = 0; turn < MICROTASK_TURNS; turn++) await Promise.resolve();
}

export function createPendingWork(): PendingWork {
  const pending = new Set<Promise<unknown>>();
  return {
    track(work) {
      pending.add(work);
      const done = () => pending.delete(work);
      work.then(done, done);
      return work;
    },
    async settled() {
      for (;;) {
        await drainMicrotasks();
        if (pending.size === 0) return;
        await Promise.allSettled([...pending]);
      }
    },
  };
}
