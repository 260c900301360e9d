import type { DeepReadonly } from '../kernel/types/deep-readonly';
import type { LiveEventView } from './live.types';
import { parseScore } from './live-event';

/** What a scoreboard column counts: the words a bettor expects for the sport. */
export type ScoreKind = 'goals' | 'points' | 'sets' | 'games' | 'maps' | 'rounds';

export interface ScoreColumn {
  kind: ScoreKind;
  home: string;
  away: string;
}

/** What a sport's periods are called: halves, quarters, sets, maps or periods. */
export type PeriodKind = 'half' | 'quarter' | 'set' | 'map' | 'period';

export interface Scoreboard {
  /** Main column first (goals, sets, points or maps), then the running one of a set or map. */
  columns: ScoreColumn[];
  /** Each period's score so far, the running one last (when the feed sends it). */
  periods: { home: string; away: string }[];
  periodKind: PeriodKind;
  period: string;
  /** Minute of play, for timed sports that report one. */
  minute: number | null;
}

// Set and map sports: the main score counts sets (maps), the detail the current set's games/points.
const SET_SPORTS: Record<number, { main: ScoreKind; detail: ScoreKind }> = {
  3: { main: 'sets', detail: 'games' },
  4: { main: 'sets', detail: 'points' },
  7: { main: 'sets', detail: 'points' },
  8: { main: 'maps', detail: 'rounds' },
};
const POINT_SPORTS = new Set([2]);
// The dev server's sport ids (spec 001 §3): football, handball and the virtual ones play halves.
const PERIOD_KINDS: Record<number, PeriodKind> = {
  1: 'half',
  2: 'quarter',
  3: 'set',
  4: 'set',
  5: 'period',
  6: 'half',
  7: 'set',
  8: 'map',
  11: 'half',
  35: 'half',
};

/** The scoreboard of a live event as its sport keeps score (spec 001 §3 result fields). */
export function scoreboardOf(event: DeepReadonly<LiveEventView>): Scoreboard {
  const columns: ScoreColumn[] = [];
  const sets = SET_SPORTS[event.sportId];
  const main =
    event.home !== null && event.away !== null ? { home: event.home, away: event.away } : null;
  const kind: ScoreKind = sets ? sets.main : POINT_SPORTS.has(event.sportId) ? 'points' : 'goals';
  columns.push({ kind, home: main?.home ?? '0', away: main?.away ?? '0' });
  // The running set's column says what the breakdown's last period says: shown without one.
  if (sets && event.periodScores.length === 0) {
    const detail = parseScore(event.detailScore);
    if (detail) columns.push({ kind: sets.detail, ...detail });
  }
  return {
    columns,
    // A copy: the event may be a read-only store value.
    periods: event.periodScores.map((score) => ({ ...score })),
    periodKind: PERIOD_KINDS[event.sportId] ?? 'period',
    period: event.period,
    minute: sets ? null : event.minute,
  };
}
