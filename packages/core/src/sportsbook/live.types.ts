import type { LiveResult } from './feed.schemas';
import type { EventMarkets } from './prematch.types';

/** What a live row shows (spec 001 §2 "Live left panel"), with its main markets. */
export interface LiveEventView extends EventMarkets {
  id: number;
  sportId: number;
  homeName: string;
  awayName: string;
  /** League title of the group the event is listed in. */
  groupName: string;
  /** The country's flag code, null for international: a globe. */
  countryCode: string | null;
  /** Kick-off, epoch ms (the server's UTC stamp with a Z appended). */
  kickoff: number | null;
  /** Main score as 'home-away' (goals, sets, points or maps by sport), or null. */
  score: string | null;
  home: string | null;
  away: string | null;
  /** The running part for set and map sports (points in the set, rounds in the map). */
  detailScore: string | null;
  period: string;
  minute: number | null;
  status: string;
  /** Status other than 'O' (open) shows a lock. */
  locked: boolean;
  /** Extension: the id of the live match tracker. */
  feedId: number | null;
  result: LiveResult | null;
  /** Extension: the score of each period so far, the running one last; empty when not sent. */
  periodScores: { home: string; away: string }[];
  /** The "+ N" more-markets count. */
  moreMarkets: number;
}

export interface LiveLeagueView {
  /** Accordion key, unique across sports. */
  key: string;
  groupName: string;
  /** The country's flag code (`tr`, `gb-eng`, `eu`), null for international: a globe. */
  countryCode: string | null;
  competitionId: number | null;
  events: LiveEventView[];
  open: boolean;
}

export interface LiveSportView {
  key: string;
  id: number;
  name: string;
  sort: number;
  /** Events shown now (after the search filter). */
  visibleCount: number;
  leagues: LiveLeagueView[];
  open: boolean;
}

/** A favorite live match as stored under `sb_live_favorite_events`. */
export interface LiveFavorite {
  eventId: number;
  sportId: number;
  groupName: string;
  homeName: string;
  awayName: string;
}

/** A favorite joined with the feed: live score and period while the event is listed. */
export interface LiveFavoriteView {
  favorite: LiveFavorite;
  event: LiveEventView | null;
}
