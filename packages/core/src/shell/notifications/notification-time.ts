import { formatDateTime } from '../../kernel/format/date-time';
import type { Locale } from '../../kernel/i18n/locale';

// Shared with the account's history lists: kernel code, re-exported for the shell entry.
export { parseUtcTimestamp } from '../../kernel/format/utc-timestamp';

/**
 * Spec 000 §3 display format `d.MMM.yy HH:mm` (e.g. `5.Oca.26 14:30`), in the viewer's zone
 * unless `timeZone` is given. The site's one date-time format (`formatDateTime`) is this one.
 */
export function formatNotificationTime(time: number, locale: Locale, timeZone?: string): string {
  return formatDateTime(time, locale, timeZone);
}
