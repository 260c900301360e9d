import type { Clock } from '../kernel/env/ports';

/** How often jackpot figures are asked again while cards are on screen. */
export const JACKPOT_REFRESH_MS = 30_000;

/**
 * Keeps jackpot figures current while a screen shows them: `refresh` (the Egypt quest and the
 * bootstrap's EGT cards) runs every `intervalMs` until the returned stop is called. Failures
 * are the refresh's own business (spec 001 §8 ignores jackpot load failures).
 */
export function watchJackpots(deps: {
  clock: Pick<Clock, 'setInterval' | 'clearInterval'>;
  refresh(): Promise<unknown>;
  intervalMs?: number;
}): () => void {
  let running = false;
  const handle = deps.clock.setInterval(() => {
    if (running) return; // a slow answer is not stacked on
    running = true;
    deps.refresh().then(
      () => {
        running = false;
      },
      () => {
        running = false;
      },
    );
  }, deps.intervalMs ?? JACKPOT_REFRESH_MS);
  return () => deps.clock.clearInterval(handle);
}
