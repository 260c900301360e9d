import { describe, expect, it } from 'vitest';
import { SPORTS } from '../catalog/sports';
import { createHarness } from '../sportsbook.test-support';
import { GOAL_SUSPEND_AFTER_MS, matchStateAt, playMinuteToMs } from './match-state';
import { MAX_RATE, MIN_RATE, rateFor } from './pricing';
import { eventStatus, type Odd, type SbEvent } from './world.types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const book = (odds: (Odd | null)[]) => odds.filter((odd): odd is Odd => odd !== null);
const overround = (odds: Odd[]) => odds.reduce((sum, odd) => sum + 1 / odd.rate, 0);
/** A decided match: its prices sit at (or a noise step off) the 1.01 floor or the 51 cap. */
const decided = (odds: Odd[]) =>
  odds.some((odd) => odd.rate < MIN_RATE + 0.05 || odd.rate > MAX_RATE - 11);
const winnerOdds = (event: SbEvent) =>
  book([event.markets.winner.odd1, event.markets.winner.oddX, event.markets.winner.odd2]);

/** The longest a match of the sport can last (no two matches of a team may overlap it). */
function longest(event: SbEvent): number {
  const model = event.sport.model;
  return model.kind === 'timed'
    ? (model.periods * model.periodMinutes + (model.periods - 1) * model.breakMinutes) * MINUTE
    : (2 * model.setsToWin - 1) * model.setMinutes * MINUTE;
}

describe('a coherent world', () => {
  it('prices 1X2 with a plausible margin (1/odds add up to 1.05–1.08), also after many pushes', () => {
    const h = createHarness();
    const world = h.sb.control.world;
    const check = () => {
      const events = [...world.live(), ...world.prematch()];
      const open = events.map(winnerOdds).filter((odds) => !decided(odds));
      // Only a decided match (a big lead late on) reaches the 1.01 floor or the 51 cap.
      expect(open.length).toBeGreaterThan(events.length * 0.85);
      for (const odds of open) {
        expect(overround(odds)).toBeGreaterThanOrEqual(1.045);
        expect(overround(odds)).toBeLessThanOrEqual(1.085);
      }
    };
    check();
    for (let step = 0; step < 40; step++) {
      h.clock.advance(250);
      h.sb.simulator.tick();
    }
    check();
  });

  it('prices sports without a draw two-way: basketball, tennis, volleyball have no X and no double chance', () => {
    const h = createHarness();
    const world = h.sb.control.world;
    const events = [...world.live(), ...world.prematch()];
    for (const sportId of [2, 3, 4]) {
      const ofSport = events.filter((event) => event.sport.id === sportId);
      expect(ofSport.length).toBeGreaterThan(0);
      for (const event of ofSport) {
        expect(event.markets.winner.oddX).toBeNull();
        expect(event.markets.doubleChance).toBeNull();
        const odds = winnerOdds(event);
        if (decided(odds)) continue;
        expect(overround(odds)).toBeGreaterThanOrEqual(1.045);
        expect(overround(odds)).toBeLessThanOrEqual(1.085);
      }
    }
    // Football keeps its draw.
    expect(events.find((event) => event.sport.id === 1)?.markets.winner.oddX).not.toBeNull();
  });

  it('prices a live match from its score and clock: a side 4-1 up at 88′ is the clear favourite', () => {
    const h = createHarness();
    const world = h.sb.control.world;
    const football = world.live().filter((event) => event.sport.id === 1);
    const event = football[0];
    if (!event) throw new Error('no live football');
    // The weaker side scores four times, the stronger once; 88 minutes have been played.
    event.homeStrength = 0.3;
    const goal = (minute: number, side: 0 | 1) => ({ minute, side, points: 1 });
    event.timeline = {
      kind: 'timed',
      moments: [goal(10, 0), goal(30, 0), goal(40, 1), goal(50, 0), goal(70, 0)],
    };
    event.kickoff = h.clock.now - playMinuteToMs(event.sport.model, 88);
    event.endsAt = event.kickoff + 105 * MINUTE;
    event.suspendedUntil = 0;
    h.clock.advance(1000);
    h.sb.control.sync();
    for (let step = 0; step < 200; step++) h.sb.simulator.tick();
    const { odd1, oddX, odd2 } = event.markets.winner;
    expect(
      matchStateAt(event.sport.model, event.timeline, h.clock.now - event.kickoff),
    ).toMatchObject({ home: 4, away: 1 });
    expect(odd1.rate).toBeLessThanOrEqual(1.05);
    expect(oddX?.rate).toBeGreaterThan(20);
    expect(odd2.rate).toBeGreaterThan(20);

    // Level at the same minute: the draw is the favourite, not a long shot.
    event.timeline = { kind: 'timed', moments: [goal(20, 1), goal(60, 0)] };
    h.clock.advance(1000);
    h.sb.control.sync();
    for (let step = 0; step < 200; step++) h.sb.simulator.tick();
    expect(oddX?.rate).toBeLessThan(Math.min(odd1.rate, odd2.rate));
  });

  it('prices an early one-goal lead as a favourite, not a certainty, for every side the world draws', () => {
    const h = createHarness();
    const world = h.sb.control.world;
    const football = world.live().filter((event) => event.sport.id === 1);
    expect(football.length).toBeGreaterThan(0);
    const goal = (minute: number, side: 0 | 1) => ({ minute, side, points: 1 });
    for (const event of football) {
      // The side the world made stronger leads 1-0 after 33 minutes.
      const strong = event.homeStrength >= 0.5 ? 0 : 1;
      event.timeline = { kind: 'timed', moments: [goal(20, strong)] };
      event.kickoff = h.clock.now - playMinuteToMs(event.sport.model, 33);
      event.endsAt = event.kickoff + 105 * MINUTE;
      event.suspendedUntil = 0;
    }
    h.clock.advance(1000);
    h.sb.control.sync();
    for (let step = 0; step < 200; step++) h.sb.simulator.tick();
    for (const event of football) {
      const { odd1, odd2 } = event.markets.winner;
      const leader = event.homeStrength >= 0.5 ? odd1 : odd2;
      // Real books price a favourite 1-0 up at 33′ around 1.2–1.6 (the world drew 1.07 before).
      expect(leader.rate).toBeGreaterThanOrEqual(1.15);
      expect(leader.rate).toBeLessThan(2);
    }
  });

  it('reprices and pushes at a goal, and suspends the match around it', () => {
    const h = createHarness();
    const world = h.sb.control.world;
    const event = world
      .live()
      .find(
        (item) =>
          item.sport.id === 1 &&
          item.timeline?.kind === 'timed' &&
          item.timeline.moments.some(
            (moment) =>
              item.kickoff + playMinuteToMs(item.sport.model, moment.minute) >
              h.clock.now + 2 * MINUTE,
          ),
      );
    if (event?.timeline?.kind !== 'timed') throw new Error('no live football with a goal to come');
    const goal = event.timeline.moments.find(
      (moment) =>
        event.kickoff + playMinuteToMs(event.sport.model, moment.minute) > h.clock.now + 2 * MINUTE,
    );
    const at = event.kickoff + playMinuteToMs(event.sport.model, goal?.minute ?? 0);
    event.suspendedUntil = 0;
    h.clock.advance(at - MINUTE - h.clock.now);
    expect(eventStatus(event, h.clock.now)).toBe('O');
    h.clock.advance(50_000); // 10 s before the goal
    expect(eventStatus(event, h.clock.now)).toBe('S');
    h.sb.simulator.tick();
    h.pushes.length = 0;
    h.clock.advance(15_000); // the goal has been scored
    expect(eventStatus(event, h.clock.now)).toBe('S');
    h.sb.simulator.tick();
    const pushed = h.pushes.flatMap((push) => push.message as { id: number }[]);
    expect(pushed.map((change) => change.id)).toContain(event.markets.winner.odd1.id);
    const next = event.timeline.moments.find((moment) => moment.minute > (goal?.minute ?? 0));
    const nextAt = next ? event.kickoff + playMinuteToMs(event.sport.model, next.minute) : Infinity;
    if (at + GOAL_SUSPEND_AFTER_MS + 30_000 < nextAt - 30_000) {
      h.clock.advance(GOAL_SUSPEND_AFTER_MS + 30_000);
      expect(eventStatus(event, h.clock.now)).toBe('O');
    }
  });

  it('never lets a team play two matches at once, live or upcoming, even days later', () => {
    const h = createHarness();
    const world = h.sb.control.world;
    for (const later of [0, 30 * MINUTE, 26 * HOUR, 3 * 24 * HOUR]) {
      h.clock.advance(later);
      world.advance(h.clock.now);
      const events = [...world.live(), ...world.prematch()];
      for (const sport of SPORTS) {
        const byTeam = new Map<string, SbEvent[]>();
        for (const event of events.filter((item) => item.sport.id === sport.id))
          for (const team of [event.home, event.away])
            byTeam.set(team, [...(byTeam.get(team) ?? []), event]);
        for (const [team, matches] of byTeam) {
          matches.sort((a, b) => a.kickoff - b.kickoff);
          for (let i = 1; i < matches.length; i++) {
            const before = matches[i - 1] as SbEvent;
            const overlap = before.kickoff + longest(before) > (matches[i] as SbEvent).kickoff;
            expect(overlap, `${team} plays ${before.id} and ${matches[i]?.id} at once`).toBe(false);
          }
        }
      }
      expect(world.live().length).toBeGreaterThanOrEqual(190);
    }
  });

  it('settles a match only after it ends, and the same pick the same way in every bet', async () => {
    const h = createHarness();
    const world = h.sb.control.world;
    const [first, second] = world.prematch().filter((event) => event.suspendedUntil <= h.clock.now);
    if (!first || !second) throw new Error('no prematch events');
    const pick = first.markets.winner.odd1;
    const other = second.markets.winner.odd2;
    const toggle = (as: string, id: number) =>
      h.call('POST', 'sportsbook/toggleOdd', { as, body: { oddId: id, isLive: false } });
    await toggle('player:alice', pick.id);
    await toggle('player:bob', pick.id);
    await toggle('player:bob', other.id);
    h.balances.set('bob', 1000);
    const place = (as: string, type: number, ids: number[]) =>
      h.call('POST', 'sportsbook/placeBet', {
        as,
        body: {
          type,
          selection: ids.map((id) => ({ oddId: id, amount: 10 })),
          acceptChanges: true,
          ...(type === 2 ? { amount: 10 } : {}),
        },
      });
    expect(((await place('player:alice', 1, [pick.id])).body as { success: boolean }).success).toBe(
      true,
    );
    expect(
      ((await place('player:bob', 2, [pick.id, other.id])).body as { success: boolean }).success,
    ).toBe(true);
    type Mine = { status: number; selections: { oddId: number; result: number }[] }[];
    const mine = async (as: string) =>
      ((await h.call('GET', 'sportsbook/mybets', { as })).body as { data: Mine }).data;

    // The day before kick-off and during the match: still pending.
    h.clock.advance(first.kickoff - h.clock.now - 1);
    expect((await mine('player:alice'))[0]?.status).toBe(1);
    h.clock.advance(30 * MINUTE);
    expect((await mine('player:alice'))[0]?.status).toBe(1);

    // After both matches: the pick has one result in both bets.
    h.clock.advance(Math.max(first.kickoff, second.kickoff) - h.clock.now + 4 * HOUR);
    const alice = (await mine('player:alice'))[0];
    const bob = (await mine('player:bob'))[0];
    expect(alice?.status).not.toBe(1);
    const inAlice = alice?.selections.find((item) => item.oddId === pick.id)?.result;
    const inBob = bob?.selections.find((item) => item.oddId === pick.id)?.result;
    expect(inAlice).toBe(inBob);
    const final = first.timeline
      ? matchStateAt(first.sport.model, first.timeline, Number.POSITIVE_INFINITY)
      : null;
    expect(inAlice).toBe(final && final.home > final.away ? 1 : 2);
  });

  it('counts on "+N" exactly the markets the match page lists', async () => {
    const h = createHarness();
    const world = h.sb.control.world;
    const picks = SPORTS.flatMap((sport) =>
      [...world.live(), ...world.prematch()]
        .filter((event) => event.sport.id === sport.id)
        .slice(0, 2),
    );
    type Events = { events: { id: number; oddCount: number }[] }[];
    for (const event of picks) {
      const list =
        event.phase === 'live'
          ? await h.call<Events>('POST', 'feed/liveeventlist', {
              body: { sportId: event.sport.id, skip: 0, take: 500 },
            })
          : await h.call<Events>('POST', 'feed/eventlist', {
              body: {
                sportId: event.sport.id,
                competitionId: event.competition.id,
                skip: 0,
                take: 500,
              },
            });
      const row = list.body.data
        .flatMap((group) => group.events ?? [])
        .find((item) => item.id === event.id);
      const page = await h.call<{ groups: { markets: unknown[] }[] }>(
        'GET',
        `sportsbook/eventmarkets?eventId=${event.id}`,
      );
      const listed = page.body.data.groups.reduce((sum, group) => sum + group.markets.length, 0);
      expect(row?.oddCount, `event ${event.id} of sport ${event.sport.id}`).toBe(listed);
    }
  });

  it('keeps the margin on every single market price', () => {
    for (const chance of [0.05, 0.2, 0.5, 0.8]) {
      const rate = rateFor(chance);
      expect(1 / rate / chance).toBeGreaterThan(1.05);
      expect(1 / rate / chance).toBeLessThan(1.07);
    }
  });
});
