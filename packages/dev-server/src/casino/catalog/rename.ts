import type { GameDef } from './games';

/**
 * New display names for catalogue entries (dev control `rename`): what an operator's back office
 * may put in a name, hostile markup and very long titles included. Launch calls keep following
 * `mainProviderId`, so a game whose provider is renamed still belongs to its provider.
 */
export interface CasinoRenames {
  /** By game code: the game's `name` and/or `providerName`. */
  games?: Readonly<Record<string, { name?: string; providerName?: string }>>;
  /** By category id: the name casinoCategoryList carries, in both languages. */
  categories?: Readonly<Record<number, string>>;
}

/** Applies renames; throws on an unknown game code or category id, so a test cannot miss. */
export function applyCasinoRenames(
  games: readonly GameDef[],
  categoryNames: Map<number, string>,
  knownCategories: ReadonlySet<number>,
  renames: CasinoRenames,
): void {
  const byCode = new Map(games.map((game) => [game.gameCode, game]));
  for (const [code, change] of Object.entries(renames.games ?? {})) {
    const game = byCode.get(code);
    if (!game) throw new Error(`Unknown game code: ${code}`);
    if (change.name !== undefined) game.name = change.name;
    if (change.providerName !== undefined) game.providerName = change.providerName;
  }
  for (const [id, name] of Object.entries(renames.categories ?? {})) {
    if (!knownCategories.has(Number(id))) throw new Error(`Unknown casino category: ${id}`);
    categoryNames.set(Number(id), name);
  }
}
