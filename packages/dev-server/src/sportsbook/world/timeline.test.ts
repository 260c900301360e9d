import { describe, expect, it } from 'vitest';
import { findSport, SPORT_IDS } from '../catalog/sports';
import { seeded } from '../kit/random';
import { drawTimeline, liveState } from './timeline';

const MINUTE = 60_000;
const sum = (scores: string[], side: 0 | 1) =>
  scores.reduce((total, score) => total + Number(score.split('-')[side]), 0);

describe('live state: the period breakdown (periodScores extension)', () => {
  it('timed sports: one score per period so far, adding up to the match score', () => {
    const sport = findSport(SPORT_IDS.basketball);
    if (!sport) throw new Error('no basketball');
    const timeline = drawTimeline(sport.model, 0.5, seeded(3));
    const early = liveState(sport, timeline, 5 * MINUTE, 'tr');
    expect(early.periodScores).toHaveLength(1);
    const late = liveState(sport, timeline, 40 * MINUTE, 'tr');
    expect(late.periodScores.length).toBeGreaterThan(1);
    expect(`${sum(late.periodScores, 0)}-${sum(late.periodScores, 1)}`).toBe(late.result.Points);
  });

  it('a sport without a draw never ends level: the stronger side wins a tie at the end', () => {
    const sport = findSport(SPORT_IDS.basketball);
    if (sport?.model.kind !== 'timed') throw new Error('no basketball');
    const end =
      sport.model.periods * (sport.model.periodMinutes + sport.model.breakMinutes) * MINUTE;
    let decided = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const timeline = drawTimeline(sport.model, 0.6, seeded(seed), true);
      const [home, away] = (liveState(sport, timeline, end, 'en').result.Points ?? '').split('-');
      expect(home).not.toBe(away);
      // A level match without `decisive` stays level: the rule is what decides it.
      const open = drawTimeline(sport.model, 0.6, seeded(seed));
      const [h2, a2] = (liveState(sport, open, end, 'en').result.Points ?? '').split('-');
      if (h2 === a2) {
        expect(Number(home)).toBe(Number(h2) + 1);
        decided++;
      }
    }
    expect(decided).toBeGreaterThan(0);
  });

  it('set sports: each finished set in full, then the running one (= Points)', () => {
    const sport = findSport(SPORT_IDS.volleyball);
    if (sport?.model.kind !== 'sets') throw new Error('no volleyball');
    const timeline = drawTimeline(sport.model, 0.5, seeded(5));
    const state = liveState(sport, timeline, sport.model.setMinutes * 1.5 * MINUTE, 'en');
    expect(state.periodScores).toHaveLength(2);
    expect(state.periodScores[1]).toBe(state.result.Points);
    expect(state.period).toBe('Set 2');
  });
});
