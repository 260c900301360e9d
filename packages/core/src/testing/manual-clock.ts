import type { Clock, TimerHandle } from '../kernel/env/ports';

interface Timer {
  id: number;
  at: number;
  every: number | undefined;
  callback: () => void;
}

export interface ManualClock extends Clock {
  /** Moves time forward, firing due timers in order (intervals repeat). */
  advance(ms: number): void;
  /** Timers and intervals still scheduled: lets soak tests check nothing leaks. */
  pendingTimers(): number;
}

/** A clock that only moves when told to, for deterministic tests of polling and delays. */
export function createManualClock(start = Date.UTC(2026, 0, 1)): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, Timer>();

  const schedule = (callback: () => void, ms: number, every?: number): TimerHandle => {
    const id = nextId++;
    timers.set(id, { id, at: now + Math.max(0, ms), every, callback });
    return id;
  };
  const cancel = (handle: TimerHandle) => {
    timers.delete(handle as number);
  };

  return {
    now: () => now,
    setTimeout: (callback, ms) => schedule(callback, ms),
    clearTimeout: cancel,
    setInterval: (callback, ms) => schedule(callback, ms, Math.max(1, ms)),
    clearInterval: cancel,
    pendingTimers: () => timers.size,
    advance(ms) {
      const target = now + ms;
      for (;;) {
        let due: Timer | undefined;
        for (const timer of timers.values()) {
          if (timer.at <= target && (!due || timer.at < due.at)) due = timer;
        }
        if (!due) break;
        now = due.at;
        if (due.every === undefined) timers.delete(due.id);
        else due.at += due.every;
        due.callback();
      }
      now = target;
    },
  };
}
