import type { Localized } from '../kit/localized';
import { GROUPS, type GroupDef } from './groups';
import { SPORT_IDS } from './sports';
import { playerNames, TEAMS } from './teams';

/**
 * The 11 "Top Leagues" shortcuts of spec 001 section 9. The spec fixes that the ids are fixed but
 * does not show them; these are the dev server's, documented in docs/api-sportsbook-casino.md.
 * The first ten are football (sport 1), the NBA is basketball (sport 2).
 */
export const TOP_LEAGUE_IDS = {
  premierLeague: 538,
  laLiga: 545,
  serieA: 543,
  superLig: 566,
  ligue1: 548,
  bundesliga: 541,
  ligaPortugal: 559,
  championsLeague: 586,
  europaLeague: 587,
  conferenceLeague: 18278,
  nba: 756,
} as const;

export interface CompetitionDef {
  id: number;
  sportId: number;
  group: GroupDef;
  name: Localized;
  /** Order inside its group (top leagues first). */
  sort: number;
  teams: readonly string[];
  /** Relative share of its sport's events. */
  weight: number;
}

type Entry = Omit<CompetitionDef, 'sort' | 'weight'> & { weight?: number };

const top = TOP_LEAGUE_IDS;
const F = SPORT_IDS.football;

// Ids of the non-top competitions are fixed here too, so favourites stored by a client survive
// a server restart.
const ENTRIES: readonly Entry[] = [
  // Football: the ten top leagues first, in the spec's order.
  {
    id: top.premierLeague,
    sportId: F,
    group: GROUPS.england,
    name: { tr: 'Premier Lig', en: 'Premier League' },
    teams: TEAMS.premierLeague,
    weight: 3,
  },
  {
    id: top.laLiga,
    sportId: F,
    group: GROUPS.spain,
    name: { tr: 'La Liga', en: 'La Liga' },
    teams: TEAMS.laLiga,
    weight: 3,
  },
  {
    id: top.serieA,
    sportId: F,
    group: GROUPS.italy,
    name: { tr: 'Serie A', en: 'Serie A' },
    teams: TEAMS.serieA,
    weight: 3,
  },
  {
    id: top.superLig,
    sportId: F,
    group: GROUPS.turkey,
    name: { tr: 'Süper Lig', en: 'Super League' },
    teams: TEAMS.superLig,
    weight: 3,
  },
  {
    id: top.ligue1,
    sportId: F,
    group: GROUPS.france,
    name: { tr: 'Ligue 1', en: 'Ligue 1' },
    teams: TEAMS.ligue1,
    weight: 2,
  },
  {
    id: top.bundesliga,
    sportId: F,
    group: GROUPS.germany,
    name: { tr: 'Bundesliga', en: 'Bundesliga' },
    teams: TEAMS.bundesliga,
    weight: 3,
  },
  {
    id: top.ligaPortugal,
    sportId: F,
    group: GROUPS.portugal,
    name: { tr: 'Liga Portugal', en: 'Liga Portugal' },
    teams: TEAMS.ligaPortugal,
    weight: 2,
  },
  {
    id: top.championsLeague,
    sportId: F,
    group: GROUPS.europe,
    name: { tr: 'UEFA Şampiyonlar Ligi', en: 'UEFA Champions League' },
    teams: TEAMS.championsLeague,
    weight: 2,
  },
  {
    id: top.europaLeague,
    sportId: F,
    group: GROUPS.europe,
    name: { tr: 'UEFA Avrupa Ligi', en: 'UEFA Europa League' },
    teams: TEAMS.europaLeague,
    weight: 2,
  },
  {
    id: top.conferenceLeague,
    sportId: F,
    group: GROUPS.europe,
    name: { tr: 'UEFA Konferans Ligi', en: 'UEFA Conference League' },
    teams: TEAMS.conferenceLeague,
    weight: 2,
  },
  {
    id: 3012,
    sportId: F,
    group: GROUPS.turkey,
    name: { tr: '1. Lig', en: '1. Lig' },
    teams: TEAMS.tff1Lig,
  },
  {
    id: 3013,
    sportId: F,
    group: GROUPS.england,
    name: { tr: 'Championship', en: 'Championship' },
    teams: TEAMS.championship,
  },
  {
    id: 3014,
    sportId: F,
    group: GROUPS.netherlands,
    name: { tr: 'Eredivisie', en: 'Eredivisie' },
    teams: TEAMS.eredivisie,
  },
  {
    id: 3015,
    sportId: F,
    group: GROUPS.belgium,
    name: { tr: 'Pro Lig', en: 'Pro League' },
    teams: TEAMS.jupilerLeague,
  },
  {
    id: 3016,
    sportId: F,
    group: GROUPS.brazil,
    name: { tr: 'Serie A', en: 'Série A' },
    teams: TEAMS.brasileirao,
  },
  {
    id: 3017,
    sportId: F,
    group: GROUPS.argentina,
    name: { tr: 'Lig Profesyonel', en: 'Liga Profesional' },
    teams: TEAMS.argentina,
  },
  { id: 3018, sportId: F, group: GROUPS.usa, name: { tr: 'MLS', en: 'MLS' }, teams: TEAMS.mls },
  // Basketball
  {
    id: top.nba,
    sportId: SPORT_IDS.basketball,
    group: GROUPS.usa,
    name: { tr: 'NBA', en: 'NBA' },
    teams: TEAMS.nba,
    weight: 3,
  },
  {
    id: 3021,
    sportId: SPORT_IDS.basketball,
    group: GROUPS.turkey,
    name: { tr: 'Basketbol Süper Ligi', en: 'Basketball Super League' },
    teams: TEAMS.basketbolSuperLigi,
    weight: 2,
  },
  {
    id: 3022,
    sportId: SPORT_IDS.basketball,
    group: GROUPS.europe,
    name: { tr: 'EuroLeague', en: 'EuroLeague' },
    teams: TEAMS.euroleague,
    weight: 2,
  },
  {
    id: 3023,
    sportId: SPORT_IDS.basketball,
    group: GROUPS.spain,
    name: { tr: 'ACB Ligi', en: 'Liga ACB' },
    teams: TEAMS.acb,
  },
  // Tennis
  {
    id: 3031,
    sportId: SPORT_IDS.tennis,
    group: GROUPS.international,
    name: { tr: 'ATP Paris', en: 'ATP Paris' },
    teams: playerNames(16, 0),
  },
  {
    id: 3032,
    sportId: SPORT_IDS.tennis,
    group: GROUPS.international,
    name: { tr: 'WTA Tokyo', en: 'WTA Tokyo' },
    teams: playerNames(16, 8),
  },
  {
    id: 3033,
    sportId: SPORT_IDS.tennis,
    group: GROUPS.turkey,
    name: { tr: 'ITF Antalya', en: 'ITF Antalya' },
    teams: playerNames(16, 16),
  },
  // Volleyball
  {
    id: 3041,
    sportId: SPORT_IDS.volleyball,
    group: GROUPS.turkey,
    name: { tr: 'Efeler Ligi', en: 'Efeler League' },
    teams: TEAMS.efelerLigi,
  },
  {
    id: 3042,
    sportId: SPORT_IDS.volleyball,
    group: GROUPS.turkey,
    name: { tr: 'Sultanlar Ligi', en: 'Sultans League' },
    teams: TEAMS.sultanlarLigi,
  },
  {
    id: 3043,
    sportId: SPORT_IDS.volleyball,
    group: GROUPS.italy,
    name: { tr: 'SuperLega', en: 'SuperLega' },
    teams: TEAMS.superlega,
  },
  // Ice hockey
  {
    id: 3051,
    sportId: SPORT_IDS.iceHockey,
    group: GROUPS.usa,
    name: { tr: 'NHL', en: 'NHL' },
    teams: TEAMS.nhl,
    weight: 2,
  },
  {
    id: 3052,
    sportId: SPORT_IDS.iceHockey,
    group: GROUPS.sweden,
    name: { tr: 'SHL', en: 'SHL' },
    teams: TEAMS.shl,
  },
  // Handball
  {
    id: 3061,
    sportId: SPORT_IDS.handball,
    group: GROUPS.turkey,
    name: { tr: 'Hentbol Süper Ligi', en: 'Handball Super League' },
    teams: TEAMS.handballSuperLig,
  },
  {
    id: 3062,
    sportId: SPORT_IDS.handball,
    group: GROUPS.europe,
    name: { tr: 'EHF Şampiyonlar Ligi', en: 'EHF Champions League' },
    teams: TEAMS.ehfChampionsLeague,
  },
  {
    id: 3063,
    sportId: SPORT_IDS.handball,
    group: GROUPS.germany,
    name: { tr: 'Bundesliga', en: 'Bundesliga' },
    teams: TEAMS.hbl,
  },
  // Table tennis
  {
    id: 3071,
    sportId: SPORT_IDS.tableTennis,
    group: GROUPS.international,
    name: { tr: 'TT Kupası', en: 'TT Cup' },
    teams: playerNames(14, 3),
  },
  {
    id: 3072,
    sportId: SPORT_IDS.tableTennis,
    group: GROUPS.international,
    name: { tr: 'Setka Kupası', en: 'Setka Cup' },
    teams: playerNames(14, 19),
  },
  // E-sports
  {
    id: 3081,
    sportId: SPORT_IDS.esports,
    group: GROUPS.international,
    name: { tr: 'CS2 - IEM', en: 'CS2 - IEM' },
    teams: TEAMS.cs2,
  },
  {
    id: 3082,
    sportId: SPORT_IDS.esports,
    group: GROUPS.europe,
    name: { tr: 'LoL - LEC', en: 'LoL - LEC' },
    teams: TEAMS.lec,
  },
  // The two sports the live panel hides.
  {
    id: 3111,
    sportId: SPORT_IDS.virtualFootball,
    group: GROUPS.virtual,
    name: { tr: 'Sanal Lig', en: 'Virtual League' },
    teams: TEAMS.virtualLeague,
  },
  {
    id: 3351,
    sportId: SPORT_IDS.efootball,
    group: GROUPS.international,
    name: { tr: 'Esoccer Battle - 12 dk', en: 'Esoccer Battle - 12 mins' },
    teams: TEAMS.esoccer,
  },
];

export const COMPETITIONS: readonly CompetitionDef[] = ENTRIES.map((entry, index) => ({
  ...entry,
  sort: index + 1,
  weight: entry.weight ?? 1,
}));

export function findCompetition(id: number): CompetitionDef | undefined {
  return COMPETITIONS.find((competition) => competition.id === id);
}

export function competitionsOfSport(sportId: number): CompetitionDef[] {
  return COMPETITIONS.filter((competition) => competition.sportId === sportId);
}

export function isTopLeague(id: number): boolean {
  return (Object.values(TOP_LEAGUE_IDS) as number[]).includes(id);
}
