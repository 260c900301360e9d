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
      periods: [],
      periodKind: 'half',
      period: '2. Yarı',
      minute: 67,
    });
  });

  it('shows the period breakdown the feed sends: halves, quarters, sets; a bad one is left out', () => {
    const football = scoreboardOf(view({ periodScores: ['1-0', '1-1'] }));
    expect(football.periods).toEqual([
      { home: '1', away: '0' },
      { home: '1', away: '1' },
    ]);
    expect(football.periodKind).toBe('half');
    const basketball = scoreboardOf(view({ sportId: 2, periodScores: ['25-19', '20-22', '9-4'] }));
    expect([basketball.periodKind, basketball.periods.length]).toEqual(['quarter', 3]);
    const volleyball = scoreboardOf(
      view({
        sportId: 4,
        result: { Goal: null, SetScore: '1-0', Points: '12-14', MapScore: null },
        periodScores: ['25-21', 'x', '12-14'],
      }),
    );
    // The running set is the breakdown's last column, not a second "points" column.
    expect(volleyball.columns).toEqual([{ kind: 'sets', home: '1', away: '0' }]);
    expect([volleyball.periodKind, volleyball.periods]).toEqual([
      'set',
      [
        { home: '25', away: '21' },
        { home: '12', away: '14' },
      ],
    ]);
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
