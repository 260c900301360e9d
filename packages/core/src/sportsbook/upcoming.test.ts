import { describe, expect, it } from 'vitest';
import { toEventRow } from './event-row';
import type { FeedEvent } from './feed.schemas';
import { feedEvent } from './sportsbook.test-support';
import { upcomingRows } from './upcoming';

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
