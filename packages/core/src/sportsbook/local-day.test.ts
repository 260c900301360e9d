import { describe, expect, it } from 'vitest';
import { endOfLocalDay } from './local-day';

describe('the local day', () => {
  it('ends at the next midnight of the given zone, not of UTC', () => {
    // 22:30 UTC on 1 Jan is already 01:30 on 2 Jan in Istanbul (UTC+3, no daylight saving).
    const late = Date.parse('2026-01-01T22:30:00Z');
    expect(new Date(endOfLocalDay(late, 'Europe/Istanbul')).toISOString()).toBe(
      '2026-01-02T21:00:00.000Z',
    );
    expect(new Date(endOfLocalDay(late, 'UTC')).toISOString()).toBe('2026-01-02T00:00:00.000Z');
    // 06:00 UTC is 09:00 in Istanbul and 01:00 in New York: both still on 1 January.
    const morning = Date.parse('2026-01-01T06:00:00Z');
    expect(new Date(endOfLocalDay(morning, 'Europe/Istanbul')).toISOString()).toBe(
      '2026-01-01T21:00:00.000Z',
    );
    expect(new Date(endOfLocalDay(morning, 'America/New_York')).toISOString()).toBe(
      '2026-01-02T05:00:00.000Z',
    );
  });

  it('follows daylight-saving days of 23 and 25 hours', () => {
    // London springs forward on 29 March 2026 and falls back on 25 October 2026.
    expect(
      new Date(endOfLocalDay(Date.parse('2026-03-29T00:30:00Z'), 'Europe/London')).toISOString(),
    ).toBe('2026-03-29T23:00:00.000Z');
    expect(
      new Date(endOfLocalDay(Date.parse('2026-10-25T00:30:00Z'), 'Europe/London')).toISOString(),
    ).toBe('2026-10-26T00:00:00.000Z');
  });

  it('at midnight exactly, the day just begun runs a whole day', () => {
    const midnight = Date.parse('2026-01-01T21:00:00Z');
    expect(endOfLocalDay(midnight, 'Europe/Istanbul') - midnight).toBe(24 * 3_600_000);
  });
});
