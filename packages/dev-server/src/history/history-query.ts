/**
 * The filter every history extension takes: `from` and `to` (ISO instants, with or without the
 * trailing Z, both inclusive), optional enumeration values (type, status…), `skip`/`take`.
 */
export interface HistoryQuery {
  from: number;
  to: number;
  /** The enumeration values to keep, by field; a field left out keeps all. */
  values: Record<string, number>;
  skip: number;
  take: number;
}

export const HISTORY_MAX_TAKE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/** When the caller names no range: the last 30 days. */
export const HISTORY_DEFAULT_DAYS = 30;

export type QueryProblem = 'range' | 'filter';

/** Reads the body; `filters` names each enumeration field and the values it may take. */
export function readHistoryQuery(
  body: Record<string, unknown>,
  filters: Record<string, readonly number[]>,
  now: number,
): HistoryQuery | QueryProblem {
  const to = body.to === undefined || body.to === null ? now : instant(body.to);
  if (to === undefined) return 'range';
  const from =
    body.from === undefined || body.from === null
      ? to - HISTORY_DEFAULT_DAYS * DAY_MS
      : instant(body.from);
  if (from === undefined || from > to) return 'range';
  const values: Record<string, number> = {};
  for (const [key, allowed] of Object.entries(filters)) {
    const raw = body[key];
    if (raw === undefined || raw === null || raw === '') continue;
    const value = Number(raw);
    if (!allowed.includes(value)) return 'filter';
    values[key] = value;
  }
  const skip = Math.max(0, Math.trunc(Number(body.skip ?? 0)) || 0);
  const take = Math.min(HISTORY_MAX_TAKE, Math.max(1, Math.trunc(Number(body.take ?? 20)) || 20));
  return { from, to, values, skip, take };
}

function instant(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  const withZone = /[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? undefined : time;
}

/** Keeps the entries in the range that match the filter, newest first, one page of them. */
export function pageOf<T>(
  entries: readonly T[],
  query: HistoryQuery,
  at: (entry: T) => number,
  value: (entry: T, key: string) => number,
): { items: T[]; total: number } {
  const kept = entries
    .filter((entry) => at(entry) >= query.from && at(entry) <= query.to)
    .filter((entry) => Object.entries(query.values).every(([key, v]) => value(entry, key) === v))
    .sort((a, b) => at(b) - at(a));
  return { items: kept.slice(query.skip, query.skip + query.take), total: kept.length };
}

/** Timestamps on the wire: UTC ISO 8601 without the trailing Z (the client appends it). */
export const wireTime = (time: number): string => new Date(time).toISOString().replace(/Z$/, '');
