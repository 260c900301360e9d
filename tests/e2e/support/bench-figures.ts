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
