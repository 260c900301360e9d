import type { ScoreModel, SportDef } from '../catalog/sports';
import { type Locale, localize } from '../kit/localized';
import type { Rng } from '../kit/random';
import type { Timeline } from './world.types';

const MINUTE = 60_000;

/**
 * Draws the whole match at kick-off; `liveState` reveals it as the clock runs. `decisive`: the
 * sport has no draw (basketball), so a level match is decided at the end (overtime's winner,
 * the stronger side), as its two-way price assumes.
 */
export function drawTimeline(
  model: ScoreModel,
  homeStrength: number,
  rng: Rng,
  decisive = false,
): Timeline {
  if (model.kind === 'timed') {
    const playing = model.periods * model.periodMinutes;
    // Roughly Poisson: each minute may hold a scoring moment.
    const perMinute = model.scoringMoments / playing;
    const moments: { minute: number; side: 0 | 1; points: number }[] = [];
    for (let minute = 0; minute < playing; minute++) {
      let expected = perMinute;
      while (expected > 0) {
        if (rng.chance(Math.min(expected, 1))) {
          moments.push({
            minute: minute + rng.next(),
            side: rng.chance(homeStrength) ? 0 : 1,
            points: rng.pick(model.pointValues),
          });
        }
        expected -= 1;
      }
    }
    moments.sort((a, b) => a.minute - b.minute);
    const lead = moments.reduce(
      (sum, moment) => sum + (moment.side === 0 ? 1 : -1) * moment.points,
      0,
    );
    if (decisive && lead === 0) {
      moments.push({ minute: playing - 0.01, side: homeStrength >= 0.5 ? 0 : 1, points: 1 });
    }
    return { kind: 'timed', moments };
  }
  const sets: { home: number; away: number }[] = [];
  const won = [0, 0];
  while ((won[0] ?? 0) < model.setsToWin && (won[1] ?? 0) < model.setsToWin) {
    const homeWins = rng.chance(homeStrength);
    const loser = rng.int(model.loserPoints[0], model.loserPoints[1]);
    sets.push(
      homeWins
        ? { home: model.winnerPoints, away: loser }
        : { home: loser, away: model.winnerPoints },
    );
    won[homeWins ? 0 : 1] = (won[homeWins ? 0 : 1] ?? 0) + 1;
  }
  return { kind: 'sets', sets };
}

/** Milliseconds from kick-off to the end of the drawn match. */
export function matchLengthMs(model: ScoreModel, timeline: Timeline): number {
  if (model.kind === 'timed') {
    return (
      (model.periods * model.periodMinutes + (model.periods - 1) * model.breakMinutes) * MINUTE
    );
  }
  const sets = timeline.kind === 'sets' ? timeline.sets.length : model.setsToWin;
  return sets * model.setMinutes * MINUTE;
}

/** The live fields of spec 001: each result value a 'home-away' string, null when the sport has none. */
export interface LiveResult {
  Goal: string | null;
  SetScore: string | null;
  Points: string | null;
  MapScore: string | null;
}

export interface LiveState {
  period: string;
  periodMinute: number;
  result: LiveResult;
  /**
   * Extension (not in spec 001): the score of each period so far, 'home-away', the running one
   * last: halves, quarters or periods of timed sports, games or points of each set or map.
   */
  periodScores: string[];
}

const pair = (home: number, away: number): string => `${home}-${away}`;

/** What the scoreboard shows `elapsedMs` after kick-off. */
export function liveState(
  sport: SportDef,
  timeline: Timeline,
  elapsedMs: number,
  locale: Locale,
): LiveState {
  const model = sport.model;
  const elapsed = Math.max(0, elapsedMs / MINUTE);
  const result: LiveResult = { Goal: null, SetScore: null, Points: null, MapScore: null };

  if (model.kind === 'timed' && timeline.kind === 'timed') {
    const block = model.periodMinutes + model.breakMinutes;
    const index = Math.min(Math.floor(elapsed / block), model.periods - 1);
    const intoBlock = elapsed - index * block;
    const inBreak = intoBlock >= model.periodMinutes && index < model.periods - 1;
    const playMinute = Math.min(
      index * model.periodMinutes + Math.min(intoBlock, model.periodMinutes),
      model.periods * model.periodMinutes,
    );
    let home = 0;
    let away = 0;
    const byPeriod = Array.from({ length: index + 1 }, () => [0, 0]);
    for (const moment of timeline.moments) {
      if (moment.minute > playMinute) break;
      if (moment.side === 0) home += moment.points;
      else away += moment.points;
      const at = byPeriod[Math.min(Math.floor(moment.minute / model.periodMinutes), index)];
      if (at) at[moment.side] = (at[moment.side] ?? 0) + moment.points;
    }
    result[model.scoreField] = pair(home, away);
    const period = inBreak
      ? localize(
          model.periods === 2 ? { tr: 'Devre Arası', en: 'Half Time' } : { tr: 'Ara', en: 'Break' },
          locale,
        )
      : localize(sport.periodName, locale, { n: index + 1 });
    return {
      period,
      periodMinute: Math.min(Math.floor(playMinute) + 1, model.periods * model.periodMinutes),
      result,
      periodScores: byPeriod.map(([h = 0, a = 0]) => pair(h, a)),
    };
  }

  if (model.kind === 'sets' && timeline.kind === 'sets') {
    const index = Math.min(Math.floor(elapsed / model.setMinutes), timeline.sets.length - 1);
    const fraction = Math.min((elapsed - index * model.setMinutes) / model.setMinutes, 1);
    let homeSets = 0;
    let awaySets = 0;
    for (const set of timeline.sets.slice(0, index)) {
      if (set.home > set.away) homeSets++;
      else awaySets++;
    }
    const current = timeline.sets[index] ?? { home: 0, away: 0 };
    result[model.setField] = pair(homeSets, awaySets);
    const running = pair(Math.floor(current.home * fraction), Math.floor(current.away * fraction));
    result.Points = running;
    return {
      period: localize(sport.periodName, locale, { n: index + 1 }),
      periodMinute: Math.floor(elapsed) + 1,
      result,
      periodScores: [
        ...timeline.sets.slice(0, index).map((set) => pair(set.home, set.away)),
        running,
      ],
    };
  }
  throw new Error(`Timeline kind ${timeline.kind} does not fit sport ${sport.id}`);
}
