import * as v from 'valibot';
import type { Clock } from '../kernel/env/ports';

/** Rows per page on every history page. */
export const HISTORY_PAGE_SIZE = 20;
/** The range a history page opens with: the last 30 days, today included. */
export const HISTORY_DEFAULT_DAYS = 30;
/** The longest range one query may ask for. */
export const HISTORY_MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `year-month-day` in the player's zone; undefined when it is not a real day. */
export function parseDay(text: string): Date | undefined {
  const match = ISO_DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

export function formatDay(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const day = v.pipe(
  v.string(),
  v.check((text) => parseDay(text) !== undefined, 'history.errors.invalidDate'),
);

/**
 * The filter of a history page: a day range (both days included) and at most one value of the
 * page's enumeration (type or status). `from` after `to`, or a range longer than
 * HISTORY_MAX_RANGE_DAYS, is refused with the key the UI translates.
 */
export const historyFilterSchema = v.pipe(
  v.object({
    from: day,
    to: day,
    value: v.optional(v.pipe(v.number(), v.integer())),
  }),
  v.forward(
    v.check(
      ({ from, to }) => (parseDay(from)?.getTime() ?? 0) <= (parseDay(to)?.getTime() ?? 0),
      'history.errors.reversedRange',
    ),
    ['to'],
  ),
  v.forward(
    v.check(
      ({ from, to }) =>
        (parseDay(to)?.getTime() ?? 0) - (parseDay(from)?.getTime() ?? 0) <=
        HISTORY_MAX_RANGE_DAYS * DAY_MS,
      'history.errors.rangeTooLong',
    ),
    ['from'],
  ),
);
export type HistoryFilter = v.InferOutput<typeof historyFilterSchema>;

/** The default filter: the last HISTORY_DEFAULT_DAYS days up to today, no type or status. */
export function defaultHistoryFilter(clock: Pick<Clock, 'now'>): HistoryFilter {
  const today = clock.now();
  return { from: formatDay(today - (HISTORY_DEFAULT_DAYS - 1) * DAY_MS), to: formatDay(today) };
}

/** The instants a valid filter covers: the first millisecond of `from` to the last of `to`. */
export function filterInstants(filter: HistoryFilter): { from: number; to: number } {
  const from = parseDay(filter.from)?.getTime() ?? 0;
  const end = parseDay(filter.to) ?? new Date(0);
  const to = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1;
  return { from, to };
}

/** How many pages `total` rows fill (at least one, so "page 1 of 1" reads right when empty). */
export function pageCount(total: number, pageSize = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
