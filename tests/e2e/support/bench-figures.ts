import { loadavg } from 'node:os';

/** The q-quantile of `values` (nearest rank); 0 for none. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** The machine's load average (1, 5, 15 min): a bench's figures read against it. */
export function loadLine(when: 'start' | 'end'): string {
  const [one = 0, five = 0, fifteen = 0] = loadavg();
  return `load average at ${when}: ${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)}`;
}

/** product / floor, two decimals; "n/a" when the floor measured nothing. */
export function ratio(product: number, floor: number): string {
  return floor > 0 ? (product / floor).toFixed(2) : 'n/a';
}

/** Sum of each long task's time past 50 ms (Lighthouse's total blocking time). */
export function blockingTime(longTasks: readonly number[]): number {
  return longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
}

/**
 * Product/floor ratio of each pair measured back to back, summarised by its median and
 * quartiles. Both halves of a pair share the machine's load of that moment, so each pair's
 * ratio cancels it; the median ignores the few pairs in which one half was descheduled. A ratio
 * of percentiles compares two tails taken at different moments, and one stall on either side
 * moves it. Pairs with a zero floor are left out.
 */
export function pairedRatios(pairs: readonly { product: number; floor: number }[]): {
  median: number;
  low: number;
  high: number;
  count: number;
} {
  const ratios = pairs.filter((pair) => pair.floor > 0).map((pair) => pair.product / pair.floor);
  return {
    median: median(ratios),
    low: percentile(ratios, 0.25),
    high: percentile(ratios, 0.75),
    count: ratios.length,
  };
}

/** The median (mean of the middle two for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** "1.23 (IQR 1.10–1.40, n 100)" for a `pairedRatios` result. */
export function pairedLine(paired: ReturnType<typeof pairedRatios>): string {
  if (paired.count === 0) return 'n/a';
  return `${paired.median.toFixed(2)} (IQR ${paired.low.toFixed(2)}–${paired.high.toFixed(2)}, n ${paired.count})`;
}
