/**
 * The server sends UTC timestamps without a zone (`2025-06-01T18:45:00.000`); the client
 * appends the `Z` (spec 001 §3). Returns epoch ms, or null for an unreadable value.
 */
export function parseUtcStamp(stamp: string | null | undefined): number | null {
  if (!stamp) return null;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(stamp) ? stamp : `${stamp}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : ms;
}

export interface KickoffText {
  /** dd.MM (selected competitions) */
  date: string;
  /** dd/MM (team search results) */
  dateSlash: string;
  /** HH:mm */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Day, month and time of a kick-off in the viewer's time zone (or the one given: a server
 * render should pass the visitor's zone, or its output differs from the browser's).
 */
export function formatKickoff(epochMs: number | null, timeZone?: string): KickoffText {
  if (epochMs === null) return { date: '', dateSlash: '', time: '' };
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(epochMs)) parts[part.type] = part.value;
  const day = parts.day ?? '';
  const month = parts.month ?? '';
  return {
    date: `${day}.${month}`,
    dateSlash: `${day}/${month}`,
    time: `${parts.hour ?? ''}:${parts.minute ?? ''}`,
  };
}
