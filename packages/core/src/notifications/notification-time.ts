import type { Locale } from '../i18n/locale';

// Shared with the account's history lists: kernel code, re-exported for the shell entry.
export { parseUtcTimestamp } from '../format/utc-timestamp';

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
