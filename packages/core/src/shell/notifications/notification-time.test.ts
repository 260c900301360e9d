import { describe, expect, it } from 'vitest';
import { formatNotificationTime, parseUtcTimestamp } from './notification-time';

describe('notification timestamps are UTC (spec 000 §3)', () => {
  it('appends Z when the server omits the zone', () => {
    expect(parseUtcTimestamp('2026-01-05T14:30:00')).toBe(Date.UTC(2026, 0, 5, 14, 30));
    expect(parseUtcTimestamp('2026-01-05T14:30:00.250')).toBe(Date.UTC(2026, 0, 5, 14, 30, 0, 250));
    expect(parseUtcTimestamp('2026-01-05 14:30:00')).toBe(Date.UTC(2026, 0, 5, 14, 30));
  });

  it('keeps a zone the server did send', () => {
    expect(parseUtcTimestamp('2026-01-05T14:30:00Z')).toBe(Date.UTC(2026, 0, 5, 14, 30));
    expect(parseUtcTimestamp('2026-01-05T17:30:00+03:00')).toBe(Date.UTC(2026, 0, 5, 14, 30));
    expect(parseUtcTimestamp('2026-01-05T17:30:00+0300')).toBe(Date.UTC(2026, 0, 5, 14, 30));
  });

  it('reads .NET seven-digit fractions', () => {
    expect(parseUtcTimestamp('2026-01-05T14:30:00.1234567')).toBe(
      Date.UTC(2026, 0, 5, 14, 30, 0, 123),
    );
  });

  it('answers undefined for text that is no date', () => {
    expect(parseUtcTimestamp('')).toBeUndefined();
    expect(parseUtcTimestamp('yesterday')).toBeUndefined();
  });

  it('formats as d.MMM.yy HH:mm in the given zone', () => {
    const time = Date.UTC(2026, 0, 5, 14, 30);
    expect(formatNotificationTime(time, 'tr', 'UTC')).toBe('5.Oca.26 14:30');
    expect(formatNotificationTime(time, 'en', 'UTC')).toBe('5.Jan.26 14:30');
    // Istanbul is UTC+3: the UTC reading shows as local time there.
    expect(formatNotificationTime(time, 'tr', 'Europe/Istanbul')).toBe('5.Oca.26 17:30');
    expect(formatNotificationTime(Date.UTC(2026, 8, 30, 23, 5), 'en', 'UTC')).toBe(
      '30.Sep.26 23:05',
    );
  });
});
