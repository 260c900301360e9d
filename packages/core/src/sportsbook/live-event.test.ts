import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { liveEventSchema } from './feed.schemas';
import { parseScore, toLiveEventView } from './live-event';
import { liveEvent } from './sportsbook.test-support';

const view = (overrides: Record<string, unknown>) =>
  toLiveEventView(v.parse(liveEventSchema, liveEvent(overrides)), 'Türkiye - Süper Lig');

const result = (fields: Record<string, string | null>) => ({
  Goal: null,
  SetScore: null,
  Points: null,
  MapScore: null,
  ...fields,
});

describe('live event view model', () => {
  it('shows teams, score, period and minute', () => {
    expect(view({})).toMatchObject({
      homeName: 'Galatasaray',
      awayName: 'Trabzonspor',
      groupName: 'Türkiye - Süper Lig',
      score: '2-1',
      home: '2',
      away: '1',
      period: '2. Yarı',
      minute: 67,
      locked: false,
      feedId: 40_000_001,
      kickoff: Date.UTC(2026, 0, 1, 18, 45),
    });
  });

  it('takes the score from the field of the sport', () => {
    expect(view({ sportId: 2, result: result({ Points: '88-79' }) }).score).toBe('88-79');
    const tennis = view({ sportId: 3, result: result({ SetScore: '1-0', Points: '3-1' }) });
    expect(tennis).toMatchObject({ score: '1-0', detailScore: '3-1' });
    const esports = view({ sportId: 8, result: result({ MapScore: '1-1', Points: '9-12' }) });
    expect(esports).toMatchObject({ score: '1-1', detailScore: '9-12' });
    expect(view({ sportId: 5, result: result({ Goal: '0-3' }) }).score).toBe('0-3');
    expect(view({ sportId: 99, result: result({ SetScore: '2-0' }) }).score).toBe('2-0');
  });

  it('has no score when the field is empty or not home-away', () => {
    expect(view({ result: null }).score).toBeNull();
    expect(view({ result: result({ Goal: 'n/a' }) }).score).toBeNull();
    expect(parseScore(' 3 - 2 ')).toEqual({ home: '3', away: '2' });
  });

  it('is locked for any status other than O', () => {
    expect(view({ eventStatus: 'S' }).locked).toBe(true);
    expect(view({ eventStatus: 'C' }).locked).toBe(true);
    expect(view({ eventStatus: null }).locked).toBe(true);
  });
});
