import type { PrematchSportFeed } from './feed.schemas';
import type { PrematchCompetitionNode, PrematchSportNode } from './prematch.types';

const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

/** Sorts every level by `sort` and fills counts the server left out with the sum below. */
export function toCategoryTree(sports: readonly PrematchSportFeed[]): PrematchSportNode[] {
  return sports
    .map((sport) => {
      const groups = sport.groups
        .map((group) => {
          const competitions = group.competitions
            .map((competition) => ({ ...competition, sportId: sport.id, groupName: group.name }))
            .sort(bySort);
          const sum = competitions.reduce((total, competition) => total + competition.count, 0);
          return { ...group, count: group.count ?? sum, competitions };
        })
        .sort(bySort);
      const sum = groups.reduce((total, group) => total + group.count, 0);
      return { ...sport, count: sport.count ?? sum, groups };
    })
    .sort(bySort);
}

/** Upcoming page's tiles: at most 12 competitions, most matches first. */
export const BUSIEST_COMPETITIONS_SHOWN = 12;

export function busiestCompetitions(
  sports: readonly PrematchSportNode[],
): PrematchCompetitionNode[] {
  return sports
    .flatMap((sport) => sport.groups.flatMap((group) => group.competitions))
    .sort((a, b) => b.count - a.count)
    .slice(0, BUSIEST_COMPETITIONS_SHOWN);
}
