import { findCompetition } from '../catalog/competitions';
import { GROUPS } from '../catalog/groups';
import { findSport } from '../catalog/sports';
import { same } from '../kit/localized';
import type { CatalogLevel } from './catalog-names';
import type { World } from './world';

/**
 * New names for what the feeds name (dev control `rename`): what a feed provider may send,
 * hostile markup and very long names included. Each name reads the same in both languages.
 */
export interface SportsbookRenames {
  sports?: Readonly<Record<number, string>>;
  groups?: Readonly<Record<number, string>>;
  competitions?: Readonly<Record<number, string>>;
  /** By event id: the teams, and the match page's further markets by market id. */
  events?: Readonly<
    Record<number, { home?: string; away?: string; markets?: Readonly<Record<string, string>> }>
  >;
  /** By odd id: the market and pick names the slip, My Bets and the match page show. */
  odds?: Readonly<Record<number, { market: string; pick: string }>>;
}

const GROUP_IDS = new Set<number>(Object.values(GROUPS).map((group) => group.id));
const exists: Record<CatalogLevel, (id: number) => boolean> = {
  sport: (id) => findSport(id) !== undefined,
  group: (id) => GROUP_IDS.has(id),
  competition: (id) => findCompetition(id) !== undefined,
};

/** Applies renames; throws on an unknown id, so a test cannot silently rename nothing. */
export function applySportsbookRenames(world: World, renames: SportsbookRenames): void {
  const catalog: [CatalogLevel, Readonly<Record<number, string>> | undefined][] = [
    ['sport', renames.sports],
    ['group', renames.groups],
    ['competition', renames.competitions],
  ];
  for (const [level, list] of catalog) {
    for (const [id, name] of Object.entries(list ?? {})) {
      if (!exists[level](Number(id))) throw new Error(`Unknown ${level}: ${id}`);
      world.names.rename(level, Number(id), name);
    }
  }
  for (const [id, change] of Object.entries(renames.events ?? {})) {
    const event = world.event(Number(id));
    if (!event) throw new Error(`Unknown or ended event: ${id}`);
    if (change.home !== undefined) event.home = change.home;
    if (change.away !== undefined) event.away = change.away;
    const markets = Object.entries(change.markets ?? {});
    if (markets.length === 0) continue;
    const extra = world.extraMarkets(event);
    for (const [marketId, name] of markets) {
      const market = extra.find((item) => item.id === marketId);
      if (!market) throw new Error(`Unknown market ${marketId} of event ${id}`);
      // A new object: the old one may be shared with other events (and other servers).
      market.name = same(name);
      for (const odd of market.odds)
        if (odd.label) odd.label = { ...odd.label, market: market.name };
    }
  }
  for (const [id, label] of Object.entries(renames.odds ?? {})) {
    const odd = world.odd(Number(id));
    if (!odd) throw new Error(`Unknown odd: ${id}`);
    odd.label = { market: same(label.market), pick: same(label.pick) };
  }
}
