import type { SiteError } from '../kernel/errors/site-error';
import type { LoadStatus } from '../kernel/load/load-state';

/** One price cell of an event row; locked when the odd is missing or the event is not open. */
export interface OddCell {
  oddId: number | null;
  rate: number | null;
  locked: boolean;
}

/** 1/X/2, double chance and total goals (under/over) of an event. */
export interface EventMarkets {
  /**
   * The match result has no draw (basketball, tennis, volleyball…: the feed sends no X): a
   * screen shows 1 and 2 only, and no double chance.
   */
  twoWay: boolean;
  winner: { home: OddCell; draw: OddCell; away: OddCell };
  doubleChance: { homeOrDraw: OddCell; homeOrAway: OddCell; drawOrAway: OddCell };
  totalGoals: { line: number | null; under: OddCell; over: OddCell };
}

/** A row of the selected-competitions view (spec 001 §2). */
export interface PrematchEventRow extends EventMarkets {
  id: number;
  sportId: number;
  competitionId: number | null;
  competitionName: string;
  groupName: string;
  /** The group's flag code (`tr`, `gb-eng`, `eu`), null for international: a globe. */
  countryCode: string | null;
  homeName: string;
  awayName: string;
  /** Kick-off, epoch ms (UTC stamp with a Z appended). */
  kickoff: number | null;
  /** dd.MM and HH:mm in the viewer's time zone. */
  date: string;
  time: string;
  status: string;
  locked: boolean;
  /** The "+ N" more-markets count. */
  moreMarkets: number;
}

/** The mobile market selector of the selected-competitions view. */
export type PrematchMarket = 'matchResult' | 'totalGoals';

export interface PrematchCompetitionNode {
  id: number;
  sportId: number;
  name: string;
  groupName: string;
  count: number;
  sort: number;
}

export interface PrematchGroupNode {
  id: number | null;
  name: string;
  /** The country's flag code (`tr`, `gb-eng`, `eu`), null for international: a globe. */
  countryCode: string | null;
  count: number;
  sort: number;
  competitions: PrematchCompetitionNode[];
}

export interface PrematchSportNode {
  id: number;
  name: string;
  count: number;
  sort: number;
  groups: PrematchGroupNode[];
}

/** A competition as the picker, favorites and Top Leagues pass it around. */
export interface CompetitionRef {
  competitionId: number;
  sportId: number;
  name: string;
  groupName?: string;
}

/** Favorite competition, stored under `sb_favorite_competitions`. */
export interface FavoriteCompetition {
  competitionId: number;
  sportId: number;
  name: string;
  groupName: string;
  count: number;
}

/** A tile of the popular competitions (a dev server extension), with its flag code. */
export interface PopularCompetition extends FavoriteCompetition {
  countryCode: string | null;
}

/** Favorite prematch event, stored under `sb_prematch_favorite_events`. */
export interface FavoritePrematchEvent {
  eventId: number;
  sportId: number;
  groupName: string;
  leagueName: string;
  homeName: string;
  awayName: string;
  eventDate: string;
}

export interface SelectedCompetition {
  competitionId: number;
  sportId: number;
  name: string;
  groupName: string;
  /** The group's flag code once the events call answered; null: a globe. */
  countryCode: string | null;
  /** The events call: `failed` keeps the competition selected, with no rows. */
  status: LoadStatus;
  error?: SiteError | undefined;
  /** The competition's total count, from the events call. */
  count: number;
  events: PrematchEventRow[];
}

/** A team search result row (spec 001 §2 "Search Team"). */
export interface TeamSearchRow {
  id: number;
  kickoff: number | null;
  /** dd/MM and HH:mm in the viewer's time zone. */
  date: string;
  time: string;
  group: string;
  competition: string;
  homeName: string;
  awayName: string;
  sportId: number | null;
  competitionId: number | null;
}
