import type { Locale } from '../kit/localized';
import { utcStamp } from '../kit/text';
import type { CatalogNames } from '../world/catalog-names';
import { marketCount } from '../world/odds-factory';
import { type LiveResult, liveState } from '../world/timeline';
import { type EventStatus, eventStatus, type Odd, type SbEvent } from '../world/world.types';

/** An event as feed/eventlist, popularevents and the live list answer it (spec 001 section 3). */
export interface EventView {
  id: number;
  /** UTC without Z; the client appends it. */
  eventDate: string;
  homeName: string;
  awayName: string;
  sportId: number;
  // Extensions: where the event belongs, so favourites can be stored from any list.
  competitionId: number;
  competitionName: string;
  groupName: string;
  /** Extension, not in the spec: the group's flag code, as on the tree (`countryCode`). */
  countryCode: string | null;
  eventStatus: EventStatus;
  oddCount: number;
  winner: {
    odd1: number;
    oddX: number | null;
    odd2: number;
    odd1Id: number;
    oddXId: number | null;
    odd2Id: number;
  };
  doubleChance: {
    odd1X: number;
    odd12: number;
    oddX2: number;
    odd1XId: number;
    odd12Id: number;
    oddX2Id: number;
  } | null;
  totalGoal: { line: number; under: number; over: number; underId: number; overId: number } | null;
}

export interface LiveEventView extends EventView {
  period: string;
  periodMinute: number;
  result: LiveResult;
  /** Extension: each period's score so far, the running one last (see `LiveState`). */
  periodScores: string[];
  /** Extension: the id the live match tracker is addressed by. */
  feedId: number;
  isLive: true;
}

const rate = (odd: Odd) => odd.rate;

export function eventView(
  event: SbEvent,
  now: number,
  locale: Locale,
  names: CatalogNames,
): EventView {
  const { winner, doubleChance, totalGoal } = event.markets;
  return {
    id: event.id,
    eventDate: utcStamp(event.kickoff),
    homeName: event.home,
    awayName: event.away,
    sportId: event.sport.id,
    competitionId: event.competition.id,
    competitionName: names.competition(event.competition, locale),
    groupName: names.group(event.competition.group, locale),
    countryCode: event.competition.group.country,
    eventStatus: eventStatus(event, now),
    // The "+N": the markets the match page (sportsbook/eventmarkets) lists for the event.
    oddCount: marketCount(event),
    winner: {
      odd1: rate(winner.odd1),
      oddX: winner.oddX ? rate(winner.oddX) : null,
      odd2: rate(winner.odd2),
      odd1Id: winner.odd1.id,
      oddXId: winner.oddX?.id ?? null,
      odd2Id: winner.odd2.id,
    },
    doubleChance: doubleChance
      ? {
          odd1X: rate(doubleChance.odd1X),
          odd12: rate(doubleChance.odd12),
          oddX2: rate(doubleChance.oddX2),
          odd1XId: doubleChance.odd1X.id,
          odd12Id: doubleChance.odd12.id,
          oddX2Id: doubleChance.oddX2.id,
        }
      : null,
    totalGoal: totalGoal
      ? {
          line: totalGoal.line,
          under: rate(totalGoal.under),
          over: rate(totalGoal.over),
          underId: totalGoal.under.id,
          overId: totalGoal.over.id,
        }
      : null,
  };
}

export function liveEventView(
  event: SbEvent,
  now: number,
  locale: Locale,
  names: CatalogNames,
): LiveEventView {
  if (!event.timeline) throw new Error(`Event ${event.id} is not live`);
  const state = liveState(event.sport, event.timeline, now - event.kickoff, locale);
  return { ...eventView(event, now, locale, names), ...state, feedId: event.feedId, isLive: true };
}
