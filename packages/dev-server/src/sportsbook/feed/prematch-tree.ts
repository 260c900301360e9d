import type { CompetitionDef } from '../catalog/competitions';
import type { GroupDef } from '../catalog/groups';
import { SPORTS } from '../catalog/sports';
import type { Locale } from '../kit/localized';
import type { CatalogNames } from '../world/catalog-names';
import type { SbEvent } from '../world/world.types';

export interface CompetitionNode {
  id: number;
  name: string;
  count: number;
  sort: number;
  // Extensions that spare the client a lookup when it stores a favourite competition.
  sportId: number;
  groupName: string;
}

export interface GroupNode {
  id: number;
  name: string;
  /** Extension: the country's flag code (`GroupDef.country`), null for a globe. */
  countryCode: string | null;
  count: number;
  sort: number;
  competitions: CompetitionNode[];
}

export interface SportNode {
  id: number;
  name: string;
  count: number;
  sort: number;
  groups: GroupNode[];
}

/** feed/categorylist: sports > groups > competitions with counts, each level sorted by sort. */
export function prematchTree(
  events: readonly SbEvent[],
  locale: Locale,
  names: CatalogNames,
): SportNode[] {
  const counts = new Map<CompetitionDef, number>();
  for (const event of events)
    counts.set(event.competition, (counts.get(event.competition) ?? 0) + 1);

  const tree: SportNode[] = [];
  for (const sport of SPORTS) {
    const groups = new Map<GroupDef, CompetitionNode[]>();
    for (const [competition, count] of counts) {
      if (competition.sportId !== sport.id) continue;
      const list = groups.get(competition.group) ?? [];
      list.push({
        id: competition.id,
        name: names.competition(competition, locale),
        count,
        sort: competition.sort,
        sportId: sport.id,
        groupName: names.group(competition.group, locale),
      });
      groups.set(competition.group, list);
    }
    if (groups.size === 0) continue;
    const groupNodes = [...groups].map(([group, competitions]) => ({
      id: group.id,
      name: names.group(group, locale),
      countryCode: group.country,
      count: competitions.reduce((sum, item) => sum + item.count, 0),
      sort: group.sort,
      competitions: competitions.sort((a, b) => a.sort - b.sort),
    }));
    groupNodes.sort((a, b) => a.sort - b.sort);
    tree.push({
      id: sport.id,
      name: names.sport(sport, locale),
      count: groupNodes.reduce((sum, group) => sum + group.count, 0),
      sort: sport.sort,
      groups: groupNodes,
    });
  }
  return tree;
}
