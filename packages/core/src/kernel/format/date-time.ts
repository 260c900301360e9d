import type { Locale } from '../i18n/locale';

// en-US, not en-GB: en-GB abbreviates September as "Sept", breaking the three-letter month.
const INTL_LOCALE: Record<Locale, string> = { tr: 'tr-TR', en: 'en-US' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: Locale, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'short',
      year: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function partsOf(time: number, locale: Locale, timeZone: string | undefined) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(locale, timeZone).formatToParts(time)) {
    parts[part.type] = part.value;
  }
  return {
    date: `${parts.day ?? ''}.${(parts.month ?? '').replace(/\.$/, '')}.${parts.year ?? ''}`,
    time: `${parts.hour ?? ''}:${parts.minute ?? ''}`,
  };
}

/**
 * The site's one date-time format, in both languages: spec 000 §3's `d.MMM.yy HH:mm`
 * (`5.Oca.26 14:30`, `5.Jan.26 14:30`), in the viewer's zone unless `timeZone` is given (a
 * server render passes the visitor's). Notifications, My Bets, histories and the vanilla page
 * all show dates through this, so a player never meets two formats. '' for an unreadable time.
 */
export function formatDateTime(time: number, locale: Locale, timeZone?: string): string {
  if (!Number.isFinite(time)) return '';
  const { date, time: clock } = partsOf(time, locale, timeZone);
  return `${date} ${clock}`;
}

/** The date part of {@link formatDateTime}: `d.MMM.yy` (`5.Oca.26`, `5.Jan.26`). */
export function formatDate(time: number, locale: Locale, timeZone?: string): string {
  if (!Number.isFinite(time)) return '';
  return partsOf(time, locale, timeZone).date;
}
