import { describe, expect, it } from 'vitest';
import { toEventRow } from './event-row';
import type { FeedEvent } from './feed.schemas';
import { feedEvent } from './sportsbook.test-support';
import { todayRows, upcomingRows } from './upcoming';

const NOW = Date.UTC(2026, 0, 1, 12, 0);
const row = (id: number, hoursAhead: number) =>
  toEventRow(
    feedEvent({
      id,
      eventDate: new Date(NOW + hoursAhead * 3_600_000).toISOString().replace('Z', ''),
    }) as unknown as FeedEvent,
    'UTC',
  );

describe('upcoming matches', () => {
  it('keeps events inside the hour window, once each, soonest first', () => {
    const popular = [row(3, 30), row(1, 2), row(2, 5)];
    const selected = [row(1, 2), row(4, 13), row(5, -1)];
    expect(upcomingRows([popular, selected], 6, NOW).map((event) => event.id)).toEqual([1, 2]);
    expect(upcomingRows([popular, selected], 24, NOW).map((event) => event.id)).toEqual([1, 2, 4]);
    expect(upcomingRows([popular, selected], null, NOW).map((event) => event.id)).toEqual([
      1, 2, 4, 3,
    ]);
  });
});

describe("today's rows", () => {
  it('runs from now to the local midnight: 23:59 is in, 00:00 tomorrow is not', () => {
    // NOW is 12:00 UTC, 15:00 in Istanbul, whose day ends at 21:00 UTC.
    const at = (id: number, stamp: string) =>
      toEventRow(feedEvent({ id, eventDate: stamp }) as unknown as FeedEvent, 'Europe/Istanbul');
    const lateTonight = at(1, '2026-01-01T20:59:00.000');
    const midnight = at(2, '2026-01-01T21:00:00.000');
    const soon = at(3, '2026-01-01T12:30:00.000');
    const started = at(4, '2026-01-01T11:59:00.000');
    expect(
      todayRows(
        [
          [lateTonight, midnight, started],
          [soon, lateTonight],
        ],
        NOW,
        'Europe/Istanbul',
      ).map((event) => event.id),
    ).toEqual([3, 1]);
    // In UTC the same day ends three hours later, so the midnight-Istanbul match is today.
    expect(todayRows([[lateTonight, midnight, soon]], NOW, 'UTC').map((event) => event.id)).toEqual(
      [3, 1, 2],
    );
  });
});
