import type { DeepReadonly } from '../kernel/types/deep-readonly';
import type { PrematchSportNode } from './prematch.types';

/** The 11 fixed shortcuts of spec 001 §9, in the spec's order. */
export const TOP_LEAGUE_KEYS = [
  'premierLeague',
  'laLiga',
  'serieA',
  'superLig',
  'ligue1',
  'bundesliga',
  'ligaPortugal',
  'championsLeague',
  'europaLeague',
  'conferenceLeague',
  'nba',
] as const;
export type TopLeagueKey = (typeof TOP_LEAGUE_KEYS)[number];

export interface TopLeagueConfig {
  key: TopLeagueKey;
  competitionId: number;
  /** Category (sport): 1 football, 2 basketball (NBA). */
  sportId: number;
  /** The shortcut's proper name, for when the tree does not list the competition. */
  name: string;
}

/** The spec does not show the ids; these are the dev server's (docs/api-sportsbook-casino.md). */
export const DEFAULT_TOP_LEAGUE_IDS: Readonly<Record<TopLeagueKey, number>> = {
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
};

const NAMES: Record<TopLeagueKey, string> = {
  premierLeague: 'Premier League',
  laLiga: 'La Liga',
  serieA: 'Serie A',
  superLig: 'Super League',
  ligue1: 'Ligue 1',
  bundesliga: 'Bundesliga',
  ligaPortugal: 'Liga Portugal',
  championsLeague: 'Champions League',
  europaLeague: 'Europa League',
  conferenceLeague: 'Conference League',
  nba: 'NBA',
};

/** The 11 entries with the given ids (any not given keep the default). */
export function topLeagueConfig(
  ids: Partial<Record<TopLeagueKey, number>> = {},
): TopLeagueConfig[] {
  return TOP_LEAGUE_KEYS.map((key) => ({
    key,
    competitionId: ids[key] ?? DEFAULT_TOP_LEAGUE_IDS[key],
    sportId: key === 'nba' ? 2 : 1,
    name: NAMES[key],
  }));
}

export interface TopLeagueView extends TopLeagueConfig {
  groupName: string;
  /** Matches in the current time filter; 0 when the tree does not list it. */
  count: number;
  offered: boolean;
}

/** The fixed shortcuts joined with the loaded tree (its localised name and count). */
export function topLeagueViews(
  config: readonly DeepReadonly<TopLeagueConfig>[],
  sports: readonly DeepReadonly<PrematchSportNode>[],
): TopLeagueView[] {
  const found = new Map<number, { name: string; groupName: string; count: number }>();
  for (const sport of sports)
    for (const group of sport.groups)
      for (const competition of group.competitions) found.set(competition.id, competition);
  return config.map((entry) => {
    const listed = found.get(entry.competitionId);
    return {
      ...entry,
      name: listed?.name ?? entry.name,
      groupName: listed?.groupName ?? '',
      count: listed?.count ?? 0,
      offered: listed !== undefined,
    };
  });
}
