import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { DeepReadonly } from '../kernel/types/deep-readonly';
import type { CasinoCategory } from './categories.store';
import type { CasinoCategoryGames, CategoryGamesState } from './category-games.store';
import type { Game } from './game.schema';

/** One category of a lobby page with its games as they stand. */
export interface LobbyCategory {
  category: CasinoCategory;
  state: CategoryGamesState;
  /** The loaded games, or the bootstrap preview while they load (or when the load failed). */
  games: Game[];
}

const LOADING: CategoryGamesState = { status: 'loading', games: [] };

function entryOf(category: CasinoCategory, state: CategoryGamesState): LobbyCategory {
  return { category, state, games: state.status === 'ready' ? state.games : category.games };
}

/**
 * Every category of a page with its games. Subscribing loads each category (once per site);
 * the list follows the bootstrap, so a category that appears later loads too.
 */
export function createLobbyCategories(deps: {
  $categories: ReadableAtom<readonly CasinoCategory[]>;
  $categoryGames: CasinoCategoryGames['$categoryGames'];
}): ReadableAtom<LobbyCategory[]> {
  const $entries = atom<LobbyCategory[]>([]);
  onMount($entries, () => {
    let watched: Array<() => void> = [];
    const stopWatching = () => {
      for (const stop of watched.splice(0)) stop();
    };
    const follow = (categories: readonly CasinoCategory[]) => {
      stopWatching();
      const states = categories.map((category) => deps.$categoryGames(category.id));
      const publish = () =>
        $entries.set(
          categories.map((category, index) => entryOf(category, states[index]?.get() ?? LOADING)),
        );
      // Listening mounts each store, which starts its load; one publish covers the start.
      watched = states.map(($state) => $state.listen(publish));
      publish();
    };
    const stopCategories = deps.$categories.subscribe(follow);
    return () => {
      stopCategories();
      stopWatching();
    };
  });
  return $entries;
}

/** The page's games once each, in page order (a game can sit in several categories). */
export function uniqueGames(lobby: readonly DeepReadonly<LobbyCategory>[]): Game[] {
  const seen = new Map<string, Game>();
  for (const entry of lobby) {
    for (const game of entry.games) if (!seen.has(game.gameCode)) seen.set(game.gameCode, game);
  }
  return [...seen.values()];
}
