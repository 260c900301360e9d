import { type CompetitionDef, competitionsOfSport } from '../catalog/competitions';
import { matchMinutes, SPORTS, type SportDef } from '../catalog/sports';
import { type Rng, seeded } from '../kit/random';
import { type CatalogNames, createCatalogNames } from './catalog-names';
import { buildExtraMarkets } from './extra-markets';
import { matchStateAt } from './match-state';
import { buildMarkets, oddsOf, prematchChances } from './odds-factory';
import { targetRate } from './pricing';
import { drawTimeline, matchLengthMs } from './timeline';
import type { ExtraMarket, Odd, SbEvent } from './world.types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Re-priced odds kept for the simulator's next push. */
const MAX_REPRICED = 2000;

export interface WorldOptions {
  liveTarget: number;
  prematchCount: number;
  prematchHours: number;
}

/**
 * The sportsbook's state: live and prematch events and every odd ever offered. Time moves it:
 * `advance(now)` kicks off prematch events whose time has come, ends finished matches and tops
 * the live list back up, so the feeds stay realistic however long the server runs.
 */
export interface World {
  advance(now: number): void;
  live(): SbEvent[];
  prematch(): SbEvent[];
  /** A current (live or prematch) event. */
  event(id: number): SbEvent | undefined;
  /** Any odd ever offered, including those of ended events. */
  odd(id: number): Odd | undefined;
  /** Suspends an event until `until` (epoch ms). Also used by the simulator. */
  suspend(eventId: number, until: number): boolean;
  /** The detail page's further markets of an event, built (and registered) on first use. */
  extraMarkets(event: SbEvent): ExtraMarket[];
  /** Names of sports, groups and competitions as the feeds give them. */
  readonly names: CatalogNames;
  /**
   * Odds `advance` re-priced because a live score changed (and their rate before), taken once:
   * the simulator pushes them so the clients follow a goal at once.
   */
  takeRepriced(): { odd: Odd; before: number }[];
}

export function createWorld(rng: Rng, options: WorldOptions, startedAt: number): World {
  const current = new Map<number, SbEvent>();
  const odds = new Map<number, Odd>();
  let lastEventId = 24_000_000;
  let lastOddId = 610_000_000;
  let lastAdvance = startedAt;
  // The score each live event was last priced at; a new score re-prices its main markets.
  const pricedScore = new Map<number, string>();
  let repriced: { odd: Odd; before: number }[] = [];

  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let roll = rng.float(0, total);
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return items[items.length - 1] as T;
  };

  // A team plays one match at a time: no other match of it within a match's length plus a
  // margin of its kick-off (live ones included).
  const busy = (team: string, sportId: number, kickoff: number): boolean => {
    for (const other of current.values()) {
      if (other.sport.id !== sportId || Math.abs(other.kickoff - kickoff) > 3 * HOUR) continue;
      if (other.home === team || other.away === team) return true;
    }
    return false;
  };

  /** Two free teams of the competition, or null when fewer than two are free then. */
  const pickTeams = (
    sport: SportDef,
    competition: CompetitionDef,
    kickoff: number,
  ): [string, string] | null => {
    const free = rng.shuffled(competition.teams).filter((team) => !busy(team, sport.id, kickoff));
    const [home, away] = free;
    return home !== undefined && away !== undefined ? [home, away] : null;
  };

  const createEvent = (
    sport: SportDef,
    competition: CompetitionDef,
    kickoff: number,
  ): SbEvent | null => {
    const teams = pickTeams(sport, competition, kickoff);
    if (!teams) return null;
    const [home, away] = teams;
    // The home side's share of the scoring: 0.375–0.625 is a clear favourite at most (5:3),
    // so a one-goal lead at 33' is priced near 1.45, not 1.15 (real books price it so).
    const homeStrength = rng.float(0.375, 0.625);
    const id = ++lastEventId;
    const event: SbEvent = {
      id,
      feedId: id + 16_000_000,
      sport,
      competition,
      home,
      away,
      kickoff,
      homeStrength,
      chances: prematchChances(sport, homeStrength, rng),
      // Filled right below: the odds need the event itself, so it exists before its markets.
      markets: undefined as never,
      suspendedUntil: 0,
      phase: 'prematch',
      timeline: null,
      endsAt: null,
    };
    event.markets = buildMarkets(
      event,
      rng,
      () => ++lastOddId,
      (odd) => odds.set(odd.id, odd),
    );
    current.set(id, event);
    return event;
  };

  const scoreKey = (event: SbEvent, now: number): string => {
    if (!event.timeline) return '';
    const state = matchStateAt(event.sport.model, event.timeline, now - event.kickoff);
    return `${state.home}-${state.away}`;
  };

  /** Main markets at the model's price now (live: from the score and the clock). */
  const price = (event: SbEvent, now: number, collect: boolean): void => {
    for (const odd of oddsOf({ ...event.markets, extra: [] })) {
      const before = odd.rate;
      odd.rate = targetRate(odd, now);
      if (collect && odd.rate !== before) repriced.push({ odd, before });
    }
    // Nobody takes them while the simulator is stopped: keep the latest only.
    if (repriced.length > MAX_REPRICED) repriced = repriced.slice(-MAX_REPRICED);
    pricedScore.set(event.id, scoreKey(event, now));
  };

  /** Kick-off at `now` (or a match already under way at the server's start). */
  const goLive = (event: SbEvent, now: number): void => {
    event.phase = 'live';
    event.timeline = drawTimeline(event.sport.model, event.homeStrength, rng, !event.sport.hasDraw);
    event.endsAt = event.kickoff + matchLengthMs(event.sport.model, event.timeline);
    price(event, Math.max(now, event.kickoff), false);
  };

  const pickCompetition = (sport: SportDef): CompetitionDef =>
    weighted(competitionsOfSport(sport.id), (c) => c.weight);

  /** A live match of the sport in a competition with two free teams, if one has them. */
  const spawnLive = (sport: SportDef, kickoff: number, now: number): SbEvent | null => {
    for (let attempt = 0; attempt < 6; attempt++) {
      // Whole minutes, like a real kick-off time.
      const minute = Math.floor(kickoff / MINUTE) * MINUTE;
      const event = createEvent(sport, pickCompetition(sport), minute);
      if (!event) continue;
      goLive(event, now);
      return event;
    }
    return null;
  };

  /**
   * A live match of a sport drawn by weight; a sport whose teams are all playing gives its
   * place to another (small sports have fewer teams than the live list has places).
   */
  const spawnAnyLive = (now: number, spread: boolean): SbEvent | null => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const sport = weighted(SPORTS, (item) => item.liveWeight);
      const kickoff = spread ? now - rng.float(0, shortestMatchMs(sport) * 0.9) : now;
      const event = spawnLive(sport, kickoff, now);
      if (event) return event;
    }
    return null;
  };

  const spawnPrematch = (
    sport: SportDef,
    competition: CompetitionDef,
    kickoff: number,
  ): SbEvent | null => {
    // Kick-offs on the quarter hour, like real fixtures.
    const event = createEvent(sport, competition, Math.ceil(kickoff / (15 * MINUTE)) * 15 * MINUTE);
    if (event && rng.chance(0.03)) event.suspendedUntil = event.kickoff;
    return event;
  };

  // --- initial population -------------------------------------------------------------------
  const liveWeight = SPORTS.reduce((sum, sport) => sum + sport.liveWeight, 0);
  let missing = 0;
  const suspendSome = (event: SbEvent) => {
    if (rng.chance(0.08)) event.suspendedUntil = startedAt + rng.int(1, 5) * MINUTE;
  };
  for (const sport of SPORTS) {
    const count = Math.round((options.liveTarget * sport.liveWeight) / liveWeight);
    for (let i = 0; i < count; i++) {
      // Spread over the match so the panel shows every stage, from kick-off to the last minutes.
      const event = spawnLive(
        sport,
        startedAt - rng.float(0, shortestMatchMs(sport) * 0.9),
        startedAt,
      );
      if (event) suspendSome(event);
      else missing++;
    }
  }
  for (; missing > 0; missing--) {
    const event = spawnAnyLive(startedAt, true);
    if (event) suspendSome(event);
  }
  const prematchWeight = SPORTS.reduce((sum, sport) => sum + sport.prematchWeight, 0);
  const horizon = options.prematchHours * HOUR;
  for (const sport of SPORTS) {
    const count = Math.round((options.prematchCount * sport.prematchWeight) / prematchWeight);
    const competitions = competitionsOfSport(sport.id);
    for (let i = 0; i < count; i++) {
      // Every competition gets fixtures (top leagues included); the rest by weight.
      const competition =
        i < competitions.length ? (competitions[i] as CompetitionDef) : pickCompetition(sport);
      spawnPrematch(sport, competition, startedAt + rng.float(10 * MINUTE, horizon));
    }
  }

  const byKickoff = (a: SbEvent, b: SbEvent) => a.kickoff - b.kickoff || a.id - b.id;

  return {
    names: createCatalogNames(),
    advance(now) {
      if (now <= lastAdvance) return;
      lastAdvance = now;
      for (const event of [...current.values()]) {
        if (event.phase !== 'prematch' || event.kickoff > now) continue;
        goLive(event, event.kickoff);
        // Keep the prematch list as long as before: the same fixture slot, one horizon later.
        let kickoff = event.kickoff + horizon;
        while (kickoff <= now) kickoff += horizon;
        spawnPrematch(event.sport, event.competition, kickoff);
      }
      let liveCount = 0;
      for (const event of current.values()) if (event.phase === 'live') liveCount++;
      for (const event of [...current.values()]) {
        if (event.phase !== 'live' || (event.endsAt ?? 0) > now) continue;
        event.phase = 'ended';
        current.delete(event.id);
        pricedScore.delete(event.id);
        liveCount--;
        if (liveCount < options.liveTarget && spawnAnyLive(now, false)) liveCount++;
      }
      // A goal (a set, a basket) re-prices the match's main markets at once.
      for (const event of current.values()) {
        if (event.phase === 'live' && pricedScore.get(event.id) !== scoreKey(event, now))
          price(event, now, true);
      }
    },
    takeRepriced() {
      const taken = repriced;
      repriced = [];
      return taken;
    },
    live: () => [...current.values()].filter((event) => event.phase === 'live').sort(byKickoff),
    prematch: () =>
      [...current.values()].filter((event) => event.phase === 'prematch').sort(byKickoff),
    event: (id) => current.get(id),
    odd: (id) => odds.get(id),
    extraMarkets(event) {
      // Seeded by the event, so the markets do not depend on which page was opened first.
      event.markets.extra ??= buildExtraMarkets(
        event,
        seeded(event.id),
        () => ++lastOddId,
        (odd) => odds.set(odd.id, odd),
      );
      return event.markets.extra;
    },
    suspend(eventId, until) {
      const event = current.get(eventId);
      if (!event) return false;
      event.suspendedUntil = until;
      return true;
    },
  };
}

/** The shortest a match of the sport can last, so an event started that long ago is still on. */
function shortestMatchMs(sport: SportDef): number {
  const model = sport.model;
  return model.kind === 'timed'
    ? matchMinutes(model) * MINUTE
    : model.setsToWin * model.setMinutes * MINUTE;
}
