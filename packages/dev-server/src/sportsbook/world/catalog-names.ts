import type { CompetitionDef } from '../catalog/competitions';
import type { GroupDef } from '../catalog/groups';
import type { SportDef } from '../catalog/sports';
import { type Locale, localize } from '../kit/localized';

export type CatalogLevel = 'sport' | 'group' | 'competition';

/**
 * The names the feeds give sports, groups and competitions: the catalogue's, unless a dev control
 * renamed one on this server (the catalogue itself is shared by every server in the process).
 */
export interface CatalogNames {
  sport(sport: SportDef, locale: Locale): string;
  group(group: GroupDef, locale: Locale): string;
  competition(competition: CompetitionDef, locale: Locale): string;
  /** "England - Premier League": how live league groups are titled. */
  league(competition: CompetitionDef, locale: Locale): string;
  /** The same name in both languages from now on. */
  rename(level: CatalogLevel, id: number, name: string): void;
}

export function createCatalogNames(): CatalogNames {
  const renamed: Record<CatalogLevel, Map<number, string>> = {
    sport: new Map(),
    group: new Map(),
    competition: new Map(),
  };
  const name = (level: CatalogLevel, item: SportDef | GroupDef | CompetitionDef, locale: Locale) =>
    renamed[level].get(item.id) ?? localize(item.name, locale);
  const names: CatalogNames = {
    sport: (sport, locale) => name('sport', sport, locale),
    group: (group, locale) => name('group', group, locale),
    competition: (competition, locale) => name('competition', competition, locale),
    league: (competition, locale) =>
      `${names.group(competition.group, locale)} - ${names.competition(competition, locale)}`,
    rename(level, id, text) {
      renamed[level].set(id, text);
    },
  };
  return names;
}
