import type { Locale } from '../i18n/locale';

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

/**
 * Spec 000 §3 display format `d.MMM.yy HH:mm` (e.g. `5.Oca.26 14:30`), in the viewer's zone
 * unless `timeZone` is given.
 */
export function formatNotificationTime(time: number, locale: Locale, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-US', {
    day: 'numeric',
    month: 'short',
    year: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const month = part('month').replace(/\.$/, '');
  return `${part('day')}.${month}.${part('year')} ${part('hour')}:${part('minute')}`;
}
