/**
 * The player's local day. "Today" is the calendar day of the viewer's time zone (or the one
 * given: a server render passes the visitor's zone), so a match at 23:59 local time is today
 * and one at 00:00 is tomorrow, whatever the UTC date.
 */

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = partFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    partFormatters.set(key, formatter);
  }
  return formatter;
}

/** The wall clock of `epochMs` in the zone, read as if it were UTC (whole seconds). */
function wallClockAsUtc(epochMs: number, timeZone: string | undefined): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(epochMs))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The zone's offset from UTC at `epochMs`, in ms (Istanbul: +3 h). */
function zoneOffset(epochMs: number, timeZone: string | undefined): number {
  return wallClockAsUtc(epochMs, timeZone) - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant the local day of `now` ends: the next local midnight, as epoch ms. Days with a
 * daylight-saving change are 23 or 25 hours long; the offset is read at midnight itself.
 */
export function endOfLocalDay(now: number, timeZone?: string): number {
  const wall = new Date(wallClockAsUtc(now, timeZone));
  const nextMidnightWall = Date.UTC(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate() + 1,
  );
  const guess = nextMidnightWall - zoneOffset(nextMidnightWall, timeZone);
  return nextMidnightWall - zoneOffset(guess, timeZone);
}
