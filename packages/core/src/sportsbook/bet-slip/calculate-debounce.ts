import type { Clock, TimerHandle } from '../../kernel/env/ports';

/**
 * How long after the last keystroke a stake is calculated. Choice where spec 001 §5 is silent:
 * one request when the player pauses, not one per digit.
 */
export const CALCULATE_DELAY_MS = 500;

/** What waits: one odd's single stake, or the multiple stake. */
export type CalculationTarget = number | 'multiple';

export interface DelayedCalculation {
  /** (Re)starts the wait for a target: the latest call wins, the earlier one is dropped. */
  schedule(target: CalculationTarget): void;
  /** Drops a waiting calculation (it ran now, or its odd left the slip). */
  cancel(target: CalculationTarget): void;
  cancelAll(): void;
}

/** Per-target debounce of the slip's calculation on the clock port (fake clocks in tests). */
export function createDelayedCalculation(deps: {
  clock: Clock;
  run(target: CalculationTarget): void;
  delayMs?: number;
}): DelayedCalculation {
  const { clock } = deps;
  const delayMs = deps.delayMs ?? CALCULATE_DELAY_MS;
  const timers = new Map<CalculationTarget, TimerHandle>();
  const cancel = (target: CalculationTarget) => {
    const timer = timers.get(target);
    if (timer === undefined) return;
    clock.clearTimeout(timer);
    timers.delete(target);
  };
  return {
    schedule(target) {
      cancel(target);
      timers.set(
        target,
        clock.setTimeout(() => {
          timers.delete(target);
          deps.run(target);
        }, delayMs),
      );
    },
    cancel,
    cancelAll() {
      for (const target of [...timers.keys()]) cancel(target);
    },
  };
}
