import type { PrematchEventRow } from './prematch.types';
import type { HourFilter } from './sportsbook.constants';

const HOUR_MS = 3_600_000;

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
  const byId = new Map<number, PrematchEventRow>();
  for (const list of lists)
    for (const row of list) {
      if (row.kickoff === null || row.kickoff < now || row.kickoff > until) continue;
      if (!byId.has(row.id)) byId.set(row.id, row);
    }
  return [...byId.values()].sort((a, b) => (a.kickoff ?? 0) - (b.kickoff ?? 0) || a.id - b.id);
}
