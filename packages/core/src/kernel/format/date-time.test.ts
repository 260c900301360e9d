import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time';

const NOV_26_0558 = Date.UTC(2026, 10, 26, 5, 58);

describe('formatDateTime: one date-time format per language (spec 000 §3 d.MMM.yy HH:mm)', () => {
  it('writes Turkish month names', () => {
    expect(formatDateTime(NOV_26_0558, 'tr', 'UTC')).toBe('26.Kas.26 05:58');
    expect(formatDateTime(Date.UTC(2026, 7, 3, 21, 4), 'tr', 'UTC')).toBe('3.Ağu.26 21:04');
  });

  it('writes English three-letter months, 24-hour clock, no comma or AM/PM', () => {
    expect(formatDateTime(NOV_26_0558, 'en', 'UTC')).toBe('26.Nov.26 05:58');
    expect(formatDateTime(Date.UTC(2026, 8, 30, 23, 5), 'en', 'UTC')).toBe('30.Sep.26 23:05');
  });

  it('shows the time in the zone given (a server render passes the visitor’s)', () => {
    expect(formatDateTime(NOV_26_0558, 'tr', 'Europe/Istanbul')).toBe('26.Kas.26 08:58');
    expect(formatDateTime(Date.UTC(2026, 10, 26, 22, 30), 'en', 'Europe/Istanbul')).toBe(
      '27.Nov.26 01:30',
    );
  });

  it('answers an empty text for a time that is not one', () => {
    expect(formatDateTime(Number.NaN, 'tr')).toBe('');
  });
});

describe('formatDate: the date part of the date-time format', () => {
  it('is d.MMM.yy in both languages', () => {
    expect(formatDate(NOV_26_0558, 'tr', 'UTC')).toBe('26.Kas.26');
    expect(formatDate(NOV_26_0558, 'en', 'UTC')).toBe('26.Nov.26');
    expect(formatDate(Date.UTC(1987, 4, 14), 'tr', 'UTC')).toBe('14.May.87');
  });

  it('matches the date-time format’s date', () => {
    const time = Date.UTC(2025, 0, 5, 12);
    for (const locale of ['tr', 'en'] as const) {
      expect(
        formatDateTime(time, locale, 'UTC').startsWith(`${formatDate(time, locale, 'UTC')} `),
      ).toBe(true);
    }
  });

  it('answers an empty text for a time that is not one', () => {
    expect(formatDate(Number.POSITIVE_INFINITY, 'en')).toBe('');
  });
});
