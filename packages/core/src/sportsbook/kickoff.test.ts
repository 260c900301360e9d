import { describe, expect, it } from 'vitest';
import { formatKickoff, parseUtcStamp } from './kickoff';

describe('kick-off times (UTC from the server, a Z appended)', () => {
  it('reads a stamp without a zone as UTC', () => {
    expect(parseUtcStamp('2025-06-01T18:45:00.000')).toBe(Date.UTC(2025, 5, 1, 18, 45));
    expect(parseUtcStamp('2025-06-01T18:45:00Z')).toBe(Date.UTC(2025, 5, 1, 18, 45));
    expect(parseUtcStamp('garbage')).toBeNull();
    expect(parseUtcStamp(null)).toBeNull();
  });

  it('formats dd.MM, dd/MM and HH:mm in the given time zone', () => {
    const ms = Date.UTC(2025, 5, 1, 21, 5);
    expect(formatKickoff(ms, 'UTC')).toEqual({ date: '01.06', dateSlash: '01/06', time: '21:05' });
    // Istanbul is UTC+3: the match is on the 2nd at 00:05 there.
    expect(formatKickoff(ms, 'Europe/Istanbul')).toEqual({
      date: '02.06',
      dateSlash: '02/06',
      time: '00:05',
    });
    expect(formatKickoff(null)).toEqual({ date: '', dateSlash: '', time: '' });
  });
});
