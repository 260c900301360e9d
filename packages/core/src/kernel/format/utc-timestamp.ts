// A zone designator at the end: Z, +03:00, +0300 or +03.
const HAS_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * Spec 000 §3: timestamps are UTC and the server omits the zone, so `Z` is appended when none
 * is given (otherwise the browser would read them as local time). Undefined when unparsable.
 */
export function parseUtcTimestamp(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const iso = trimmed.replace(' ', 'T');
  const time = Date.parse(HAS_ZONE.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(time) ? undefined : time;
}
