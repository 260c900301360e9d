import { describe, expect, it } from 'vitest';
import type { LiveFeedEvent } from './feed.schemas';
import { toLiveEventView } from './live-event';
import { scoreboardOf } from './scoreboard';
import { liveEvent } from './sportsbook.test-support';

const view = (overrides: Record<string, unknown>) =>
  toLiveEventView(liveEvent(overrides) as unknown as LiveFeedEvent, 'Liga');

describe('scoreboard per sport', () => {
  it('football shows goals with period and minute', () => {
    expect(scoreboardOf(view({}))).toEqual({
      columns: [{ kind: 'goals', home: '2', away: '1' }],
      period: '2. Yarı',
      minute: 67,
    });
  });

  it('tennis shows sets and the games of the current set, no minute', () => {
    const board = scoreboardOf(
      view({
        sportId: 3,
        result: { Goal: null, SetScore: '1-0', Points: '4-3', MapScore: null },
      }),
    );
    expect(board.columns).toEqual([
      { kind: 'sets', home: '1', away: '0' },
      { kind: 'games', home: '4', away: '3' },
    ]);
    expect(board.minute).toBeNull();
  });

  it('basketball shows points; e-sports maps and rounds; a missing score reads 0-0', () => {
    const nba = view({
      sportId: 2,
      result: { Goal: null, SetScore: null, Points: '88-79', MapScore: null },
    });
    expect(scoreboardOf(nba).columns).toEqual([{ kind: 'points', home: '88', away: '79' }]);
    const cs = view({
      sportId: 8,
      result: { Goal: null, SetScore: null, Points: '9-12', MapScore: '1-1' },
    });
    expect(scoreboardOf(cs).columns.map((column) => column.kind)).toEqual(['maps', 'rounds']);
    expect(scoreboardOf(view({ result: null })).columns).toEqual([
      { kind: 'goals', home: '0', away: '0' },
    ]);
  });
});
