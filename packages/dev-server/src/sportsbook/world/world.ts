import { type CompetitionDef, competitionsOfSport } from '../catalog/competitions';
import { matchMinutes, SPORTS, type SportDef } from '../catalog/sports';
import { type Rng, seeded } from '../kit/random';
import { type CatalogNames, createCatalogNames } from './catalog-names';
import { buildExtraMarkets } from './extra-markets';
import { buildMarkets } from './odds-factory';
import { drawTimeline, matchLengthMs } from './timeline';
import type { ExtraMarket, Odd, SbEvent } from './world.types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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
}

export function createWorld(rng: Rng, options: WorldOptions, startedAt: number): World {
  const current = new Map<number, SbEvent>();
  const odds = new Map<number, Odd>();
  let lastEventId = 24_000_000;
  let lastOddId = 610_000_000;
  let lastAdvance = startedAt;

  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let roll = rng.float(0, total);
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    return items[items.length - 1] as T;
  };

  // A team should not play two matches at once; small team lists may force it (best effort).
  const busy = (team: string, sportId: number, kickoff: number): boolean => {
    for (const other of current.values()) {
      if (other.sport.id !== sportId || Math.abs(other.kickoff - kickoff) > 3 * HOUR) continue;
      if (other.home === team || other.away === team) return true;
    }
    return false;
  };

  const pickTeams = (
    sport: SportDef,
    competition: CompetitionDef,
    kickoff: number,
  ): [string, string] => {
    let pair: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      pair = rng.shuffled(competition.teams).slice(0, 2);
      if (!pair.some((team) => busy(team, sport.id, kickoff))) break;
    }
    return [pair[0] ?? 'Home', pair[1] ?? 'Away'];
  };

  const createEvent = (sport: SportDef, competition: CompetitionDef, kickoff: number): SbEvent => {
    const [home, away] = pickTeams(sport, competition, kickoff);
    const id = ++lastEventId;
    const event: SbEvent = {
      id,
      feedId: id + 16_000_000,
      sport,
      competition,
      home,
      away,
      kickoff,
      homeStrength: rng.float(0.25, 0.75),
      oddCount: sport.id === 1 ? rng.int(40, 260) : rng.int(12, 90),
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

  const goLive = (event: SbEvent): void => {
    event.phase = 'live';
    event.timeline = drawTimeline(event.sport.model, event.homeStrength, rng);
    event.endsAt = event.kickoff + matchLengthMs(event.sport.model, event.timeline);
    event.oddCount = Math.max(6, Math.round(event.oddCount / 3));
  };

  const pickCompetition = (sport: SportDef): CompetitionDef =>
    weighted(competitionsOfSport(sport.id), (c) => c.weight);

  const spawnLive = (sport: SportDef, kickoff: number): SbEvent => {
    // Whole minutes, like a real kick-off time.
    const event = createEvent(sport, pickCompetition(sport), Math.floor(kickoff / MINUTE) * MINUTE);
    goLive(event);
    return event;
  };

  const spawnPrematch = (
    sport: SportDef,
    competition: CompetitionDef,
    kickoff: number,
  ): SbEvent => {
    // Kick-offs on the quarter hour, like real fixtures.
    const event = createEvent(sport, competition, Math.ceil(kickoff / (15 * MINUTE)) * 15 * MINUTE);
    if (rng.chance(0.03)) event.suspendedUntil = event.kickoff;
    return event;
  };

  // --- initial population -------------------------------------------------------------------
  const liveWeight = SPORTS.reduce((sum, sport) => sum + sport.liveWeight, 0);
  for (const sport of SPORTS) {
    const count = Math.round((options.liveTarget * sport.liveWeight) / liveWeight);
    for (let i = 0; i < count; i++) {
      // Spread over the match so the panel shows every stage, from kick-off to the last minutes.
      const event = spawnLive(sport, startedAt - rng.float(0, shortestMatchMs(sport) * 0.9));
      if (rng.chance(0.08)) event.suspendedUntil = startedAt + rng.int(1, 5) * MINUTE;
    }
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
        goLive(event);
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
        liveCount--;
        if (liveCount < options.liveTarget) {
          spawnLive(
            weighted(SPORTS, (sport) => sport.liveWeight),
            now,
          );
          liveCount++;
        }
      }
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
