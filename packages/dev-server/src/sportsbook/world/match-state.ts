import type { ScoreModel } from '../catalog/sports';
import type { SbEvent, Timeline } from './world.types';

const MINUTE = 60_000;
/** Low-scoring sports (football, ice hockey…) suspend their odds around each goal. */
const SUSPEND_BELOW_MOMENTS = 10;
/** A goal suspends the event from a little before it (the attack) to a little after (the replay). */
export const GOAL_SUSPEND_BEFORE_MS = 20_000;
export const GOAL_SUSPEND_AFTER_MS = 45_000;

/** Where a match stands: its score, and how much of it is left to play. */
export interface MatchState {
  /** Goals or points (timed sports), sets or maps won (set sports). */
  home: number;
  away: number;
  /** Share of the playing time (timed) or of the sets (set sports) still to come, 0..1. */
  remaining: number;
  /** Games or points of every set so far, both sides (set sports' totals); points otherwise. */
  total: number;
  /** Each side's points (timed) or games of the finished sets (set sports): handicaps. */
  homePoints: number;
  awayPoints: number;
}

/** Milliseconds from kick-off to a play minute, counting the breaks before it. */
export function playMinuteToMs(model: ScoreModel, minute: number): number {
  if (model.kind !== 'timed') return minute * MINUTE;
  const period = Math.min(Math.floor(minute / model.periodMinutes), model.periods - 1);
  return (minute + period * model.breakMinutes) * MINUTE;
}

/** The state of a timeline `elapsedMs` after kick-off (the whole match once it is over). */
export function matchStateAt(model: ScoreModel, timeline: Timeline, elapsedMs: number): MatchState {
  const elapsed = Math.max(0, elapsedMs) / MINUTE;
  if (model.kind === 'timed' && timeline.kind === 'timed') {
    const block = model.periodMinutes + model.breakMinutes;
    const playing = model.periods * model.periodMinutes;
    const index = Math.min(Math.floor(elapsed / block), model.periods - 1);
    const played = Math.min(
      index * model.periodMinutes + Math.min(elapsed - index * block, model.periodMinutes),
      playing,
    );
    let home = 0;
    let away = 0;
    for (const moment of timeline.moments) {
      if (moment.minute > played) break;
      if (moment.side === 0) home += moment.points;
      else away += moment.points;
    }
    return {
      home,
      away,
      remaining: 1 - played / playing,
      total: home + away,
      homePoints: home,
      awayPoints: away,
    };
  }
  if (model.kind === 'sets' && timeline.kind === 'sets') {
    const done = Math.min(Math.floor(elapsed / model.setMinutes), timeline.sets.length);
    let home = 0;
    let away = 0;
    let homePoints = 0;
    let awayPoints = 0;
    for (const set of timeline.sets.slice(0, done)) {
      if (set.home > set.away) home++;
      else away++;
      homePoints += set.home;
      awayPoints += set.away;
    }
    // Sets still to win by either side, against the most a match can last.
    const most = 2 * model.setsToWin - 1;
    return {
      home,
      away,
      remaining: Math.max(0, most - done) / most,
      total: homePoints + awayPoints,
      homePoints,
      awayPoints,
    };
  }
  throw new Error(`Timeline kind ${timeline.kind} does not fit the sport's model`);
}

/** The final result of a match that has been played (its whole timeline). */
export function finalState(event: SbEvent): MatchState | null {
  if (!event.timeline) return null;
  return matchStateAt(event.sport.model, event.timeline, Number.POSITIVE_INFINITY);
}

/** First-half goals of a football-like match (the half-time result market). */
export function firstHalf(event: SbEvent): { home: number; away: number } | null {
  const { model } = event.sport;
  if (model.kind !== 'timed' || event.timeline?.kind !== 'timed') return null;
  let home = 0;
  let away = 0;
  for (const moment of event.timeline.moments) {
    if (moment.minute >= model.periodMinutes) break;
    if (moment.side === 0) home += moment.points;
    else away += moment.points;
  }
  return { home, away };
}

/** Whether a live low-scoring match is around a goal now (its odds are suspended then). */
export function nearGoal(event: SbEvent, now: number): boolean {
  const { model } = event.sport;
  if (event.phase !== 'live' || model.kind !== 'timed' || event.timeline?.kind !== 'timed')
    return false;
  if (model.scoringMoments >= SUSPEND_BELOW_MOMENTS) return false;
  for (const moment of event.timeline.moments) {
    const at = event.kickoff + playMinuteToMs(model, moment.minute);
    if (now >= at - GOAL_SUSPEND_BEFORE_MS && now <= at + GOAL_SUSPEND_AFTER_MS) return true;
    if (at - GOAL_SUSPEND_BEFORE_MS > now) break;
  }
  return false;
}
