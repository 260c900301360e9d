import { describe, expect, it } from 'vitest';
import { SPORTS } from '../catalog/sports';
import { seeded } from '../kit/random';
import { START } from '../sportsbook.test-support';
import { createWorld } from './world';

const HOUR = 3_600_000;
const options = { liveTarget: 200, prematchCount: 620, prematchHours: 72 };
const within = (kickoffs: number[], now: number, hours: number) =>
  kickoffs.filter((k) => k <= now + hours * HOUR).length;

describe('world', () => {
  it('builds about 200 live and several hundred prematch events over the next 72 h', () => {
    const world = createWorld(seeded(1), options, START);
    expect(world.live().length).toBeGreaterThanOrEqual(195);
    const prematch = world.prematch();
    expect(prematch.length).toBeGreaterThan(600);
    expect(
      prematch.every(
        (event) => event.kickoff > START && event.kickoff <= START + 72 * HOUR + 15 * 60_000,
      ),
    ).toBe(true);
    expect(new Set(world.live().map((event) => event.sport.id))).toEqual(
      new Set(SPORTS.map((sport) => sport.id)),
    );
  });

  it('stays realistic after the clock jumps days ahead', () => {
    const world = createWorld(seeded(1), options, START);
    const later = START + 5 * 24 * HOUR + 17 * 60_000;
    world.advance(later);
    const kickoffs = world.prematch().map((event) => event.kickoff);
    expect(kickoffs.length).toBeGreaterThan(600);
    expect(kickoffs.every((kickoff) => kickoff > later)).toBe(true);
    const counts = [6, 12, 24, 48].map((hours) => within(kickoffs, later, hours));
    expect(counts[0]).toBeGreaterThan(20);
    for (let i = 1; i < counts.length; i++)
      expect(counts[i]).toBeGreaterThan(counts[i - 1] as number);
    const live = world.live();
    expect(live.length).toBeGreaterThanOrEqual(200);
    expect(live.every((event) => (event.endsAt ?? 0) > later && event.kickoff <= later)).toBe(true);
  });

  it('keeps an ended event’s odds findable, marked closed', () => {
    const world = createWorld(seeded(2), options, START);
    const event = world.live()[0];
    const oddId = event?.markets.winner.odd1.id ?? 0;
    world.advance(START + 4 * HOUR);
    expect(world.event(event?.id ?? 0)).toBeUndefined();
    expect(world.odd(oddId)?.event.phase).toBe('ended');
  });
});
