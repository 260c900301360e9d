import { endOfLocalDay } from './local-day';
import type { PrematchEventRow } from './prematch.types';
import type { HourFilter } from './sportsbook.constants';

const HOUR_MS = 3_600_000;

/** The rows of several lists once each whose kick-off passes `inWindow`, soonest first. */
function rowsKickingOff(
  lists: readonly (readonly PrematchEventRow[])[],
  inWindow: (kickoff: number) => boolean,
): PrematchEventRow[] {
  const byId = new Map<number, PrematchEventRow>();
  for (const list of lists)
    for (const row of list) {
      if (row.kickoff === null || !inWindow(row.kickoff)) continue;
      if (!byId.has(row.id)) byId.set(row.id, row);
    }
  return [...byId.values()].sort((a, b) => (a.kickoff ?? 0) - (b.kickoff ?? 0) || a.id - b.id);
}

/**
 * The upcoming matches of /spor/prematch/upcoming/1?hour=…: the events of several lists (popular,
 * selected competitions) once each, kicking off from now within the hour window (All: any
 * time ahead), soonest first.
 */
export function upcomingRows(
  lists: readonly (readonly PrematchEventRow[])[],
  hour: HourFilter,
  now: number,
): PrematchEventRow[] {
  const until = hour === null ? Number.POSITIVE_INFINITY : now + hour * HOUR_MS;
  return rowsKickingOff(lists, (kickoff) => kickoff >= now && kickoff <= until);
}

/**
 * Today's matches: the rows kicking off from `now` (a match that has started is live, not
 * prematch) until the end of the player's local day (23:59 is in, 00:00 tomorrow is not),
 * once each, soonest first.
 */
export function todayRows(
  lists: readonly (readonly PrematchEventRow[])[],
  now: number,
  timeZone?: string,
): PrematchEventRow[] {
  const until = endOfLocalDay(now, timeZone);
  return rowsKickingOff(lists, (kickoff) => kickoff >= now && kickoff < until);
}
