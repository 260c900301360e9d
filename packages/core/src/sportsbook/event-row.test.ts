import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { marketRates, toEventRow } from './event-row';
import { feedEventSchema } from './feed.schemas';
import { feedEvent } from './sportsbook.test-support';

const row = (overrides: Record<string, unknown> = {}) =>
  toEventRow(v.parse(feedEventSchema, feedEvent(overrides)), 'UTC');

describe('prematch event rows', () => {
  it('shows 1/X/2, double chance, total goals, +N and the UTC date', () => {
    const event = row({ eventDate: '2026-03-07T19:30:00.000' });
    expect(event).toMatchObject({
      homeName: 'Galatasaray',
      awayName: 'Trabzonspor',
      competitionName: 'Süper Lig',
      date: '07.03',
      time: '19:30',
      kickoff: Date.UTC(2026, 2, 7, 19, 30),
      moreMarkets: 184,
      locked: false,
    });
    expect(event.winner.home).toMatchObject({ rate: 1.85, locked: false });
    expect(event.winner.draw.rate).toBe(3.6);
    expect(event.doubleChance.homeOrAway.rate).toBe(1.3);
    expect(event.totalGoals).toMatchObject({
      line: 2.5,
      under: { rate: 1.95 },
      over: { rate: 1.8 },
    });
  });

  it('shows the time in the viewer’s zone from the UTC stamp', () => {
    const event = toEventRow(
      v.parse(feedEventSchema, feedEvent({ eventDate: '2026-03-07T22:30:00.000' })),
      'Europe/Istanbul',
    );
    expect([event.date, event.time]).toEqual(['08.03', '01:30']);
  });

  it('locks every cell whose odd is missing', () => {
    const noDraw = row({
      winner: { odd1: 1.4, oddX: null, odd2: 2.8, odd1Id: 1, oddXId: null, odd2Id: 3 },
      doubleChance: null,
      totalGoal: null,
    });
    expect(noDraw.winner.home.locked).toBe(false);
    expect(noDraw.winner.draw).toEqual({ oddId: null, rate: null, locked: true });
    expect(noDraw.doubleChance.homeOrDraw.locked).toBe(true);
    expect(noDraw.totalGoals.under.locked).toBe(true);
    expect(noDraw.totalGoals.line).toBeNull();
  });

  it('marks a match result without a draw as two-way (1 and 2 only), not a missing X', () => {
    const twoWay = row({
      winner: { odd1: 1.4, oddX: null, odd2: 2.8, odd1Id: 1, oddXId: null, odd2Id: 3 },
      doubleChance: null,
    });
    expect(twoWay.twoWay).toBe(true);
    expect(row().twoWay).toBe(false);
    // No priced sides at all is not a two-way market: the row shows three locked cells.
    expect(row({ winner: null }).twoWay).toBe(false);
  });

  it('locks every cell of an event that is not open', () => {
    const suspended = row({ eventStatus: 'S' });
    expect(suspended.locked).toBe(true);
    expect(suspended.winner.home).toMatchObject({ locked: true, rate: 1.85 });
  });

  it('reads the spec’s overUnder name for the totals', () => {
    const event = row({
      totalGoal: undefined,
      overUnder: { under: 1.7, over: 2.1, underId: 11, overId: 12 },
    });
    expect(event.totalGoals.over).toEqual({ oddId: 12, rate: 2.1, locked: false });
  });

  it('lists every priced odd for the stream', () => {
    const event = v.parse(feedEventSchema, feedEvent({ doubleChance: null }));
    expect(marketRates(event)).toHaveLength(5);
  });

  it('lists nothing for an event without markets, and skips odds without a price', () => {
    const bare = v.parse(
      feedEventSchema,
      feedEvent({ winner: null, doubleChance: null, totalGoal: null, overUnder: null }),
    );
    expect(marketRates(bare)).toEqual([]);
    const unpriced = v.parse(
      feedEventSchema,
      feedEvent({
        winner: { odd1: 1.5, odd1Id: 1, oddX: null, oddXId: 2, odd2: 3.1, odd2Id: null },
        doubleChance: null,
        totalGoal: { line: 2.5, under: 1.8, over: 2, underId: 7, overId: 8 },
      }),
    );
    expect(marketRates(unpriced)).toEqual([
      { id: 1, rate: 1.5 },
      { id: 7, rate: 1.8 },
      { id: 8, rate: 2 },
    ]);
  });
});
