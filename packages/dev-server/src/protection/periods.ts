/** The limit periods, shortest first: a longer period's limit may not be below a shorter one's. */
export const PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type Period = (typeof PERIODS)[number];

// Periods follow the calendar in Turkey (UTC+3 all year, no daylight saving time).
const TURKEY_OFFSET_MS = 3 * 60 * 60 * 1000;

function localParts(now: number) {
  const local = new Date(now + TURKEY_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    // Monday 0 … Sunday 6: the week starts on Monday in Turkey.
    weekday: (local.getUTCDay() + 6) % 7,
  };
}

/** When the period holding `now` began (midnight, Monday, the 1st, Turkish time). */
export function periodStart(period: Period, now: number): number {
  const { year, month, day, weekday } = localParts(now);
  if (period === 'daily') return Date.UTC(year, month, day) - TURKEY_OFFSET_MS;
  if (period === 'weekly') return Date.UTC(year, month, day - weekday) - TURKEY_OFFSET_MS;
  return Date.UTC(year, month, 1) - TURKEY_OFFSET_MS;
}

/** When the period holding `now` ends: the next period's start. */
export function periodEnd(period: Period, now: number): number {
  const { year, month, day, weekday } = localParts(now);
  if (period === 'daily') return Date.UTC(year, month, day + 1) - TURKEY_OFFSET_MS;
  if (period === 'weekly') return Date.UTC(year, month, day + 7 - weekday) - TURKEY_OFFSET_MS;
  return Date.UTC(year, month + 1, 1) - TURKEY_OFFSET_MS;
}

/** `now` plus whole calendar months, for the self-exclusion periods. */
export function addMonths(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}
