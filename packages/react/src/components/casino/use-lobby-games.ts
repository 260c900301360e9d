import { useStore } from '@nanostores/react';
import type { CasinoCategory, CategoryGamesState, Game } from '@site/core/casino';
import { computed } from 'nanostores';
import { useMemo } from 'react';
import { useCasinoSite } from '../../hooks/use-casino-site';

export interface LobbyCategory {
  category: CasinoCategory;
  state: CategoryGamesState;
  /** The loaded games, or the bootstrap preview while they load. */
  games: Game[];
}

/** Every category of a lobby page with its games (each loads on first use, kept afterwards). */
export function useLobbyCategories(categories: readonly CasinoCategory[]): LobbyCategory[] {
  const { casino } = useCasinoSite();
  const $all = useMemo(() => {
    const stores = categories.map((category) => casino.catalogue.$categoryGames(category.id));
    return computed(stores, (...states: CategoryGamesState[]) =>
      categories.map((category, index) => {
        const state = states[index] ?? { status: 'loading' as const, games: [] };
        return {
          category,
          state,
          games: state.status === 'ready' ? state.games : category.games,
        };
      }),
    );
  }, [casino, categories]);
  return useStore($all);
}

/** The page's games once each (a game can sit in several categories). */
export function uniqueGames(lobby: readonly LobbyCategory[]): Game[] {
  const seen = new Map<string, Game>();
  for (const entry of lobby) {
    for (const game of entry.games) if (!seen.has(game.gameCode)) seen.set(game.gameCode, game);
  }
  return [...seen.values()];
}
