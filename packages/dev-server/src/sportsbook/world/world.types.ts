import type { CompetitionDef } from '../catalog/competitions';
import type { SportDef } from '../catalog/sports';
import type { Localized } from '../kit/localized';
import { nearGoal } from './match-state';
import type { Chances } from './pricing';

/** The three markets every event carries (spec 001: winner, doubleChance, totalGoal). */
export type MarketKey = 'winner' | 'doubleChance' | 'totalGoal' | 'extra';
export type PickKey = '1' | 'X' | '2' | '1X' | '12' | 'X2' | 'under' | 'over' | 'extra';

export interface Odd {
  id: number;
  /** Kept after the event ends, so a bet slip can still name the selection. */
  event: SbEvent;
  market: MarketKey;
  pick: PickKey;
  rate: number;
  /** Names of an odd of the detail page's extra markets (market 'extra'). */
  label?: { market: Localized; pick: Localized };
  /** Extra markets: which market and which of its picks (settlement), by the market's id. */
  extra?: { marketId: string; pick: number; line?: number };
  /** The price the simulator moves an odd around when no model prices it (extra markets). */
  anchor?: number;
}

export interface EventMarkets {
  winner: { odd1: Odd; oddX: Odd | null; odd2: Odd };
  /** Only for sports with a draw. */
  doubleChance: { odd1X: Odd; odd12: Odd; oddX2: Odd } | null;
  /** Missing on a few events, so the client's "lock where an odd is missing" path is exercised. */
  totalGoal: { line: number; under: Odd; over: Odd } | null;
  /** The match detail page's further markets, built on first request (extension). */
  extra?: ExtraMarket[];
}

/** A further market of the match detail page (dev-server extension `sportsbook/eventmarkets`). */
export interface ExtraMarket {
  id: string;
  group: 'main' | 'goals' | 'halves' | 'handicap' | 'score';
  name: Localized;
  odds: Odd[];
}

/** Scoring drawn when a match goes live; the clock then reveals it minute by minute. */
export type Timeline =
  | { kind: 'timed'; moments: readonly { minute: number; side: 0 | 1; points: number }[] }
  | { kind: 'sets'; sets: readonly { home: number; away: number }[] };

export type Phase = 'prematch' | 'live' | 'ended';

export interface SbEvent {
  id: number;
  /** Id for the live match tracker (spec: the tracker is addressed by the event's feed id). */
  feedId: number;
  sport: SportDef;
  competition: CompetitionDef;
  home: string;
  away: string;
  /** Epoch ms. */
  kickoff: number;
  /** Chance that the home side wins a scoring moment; also shapes the odds. */
  homeStrength: number;
  /** Pre-match fair chances of the main markets (live ones follow the score: pricing.ts). */
  chances: Chances;
  markets: EventMarkets;
  /** eventStatus is 'S' (suspended) while now is before this. */
  suspendedUntil: number;
  phase: Phase;
  timeline: Timeline | null;
  /** Epoch ms of the final whistle, known once live. */
  endsAt: number | null;
}

export function eventName(event: SbEvent): string {
  return `${event.home} - ${event.away}`;
}

export type EventStatus = 'O' | 'S' | 'C';

/**
 * 'O' open, 'S' suspended, 'C' closed (ended). Anything but 'O' shows a lock in the client.
 * A live low-scoring match is suspended around each goal (match-state.ts), as books do.
 */
export function eventStatus(event: SbEvent, now: number): EventStatus {
  if (event.phase === 'ended') return 'C';
  return now < event.suspendedUntil || nearGoal(event, now) ? 'S' : 'O';
}
