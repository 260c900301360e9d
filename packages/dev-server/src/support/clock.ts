/**
 * Time as a port. `now` drives token expiry and timestamps; the timer functions drive hub pings,
 * fault latency and the simulators, so tests can run them on a fake clock.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export interface Clock extends Timers {
  now(): number;
}

// Wrapped in lambdas so a fake installed after the server was created is still honoured.
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

export function createClock(
  now: () => number = () => Date.now(),
  timers: Timers = systemTimers,
): Clock {
  return { now, ...timers };
}

/** Resolves after `ms` on the given clock's timers. */
export function sleep(clock: Timers, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms);
  });
}

/** The server's timestamp format: ISO 8601 in UTC without the trailing Z (the client appends it). */
export function utcStamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/Z$/, '');
}
