import { atom, type ReadableAtom } from 'nanostores';
import { toSiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';
import type { LoadState } from '../kernel/load/load-state';
import { type Game, gameListsSchema } from './game.schema';

export interface GameSearchQuery {
  search: string;
  live: boolean;
}

export interface GameSearchState extends GameSearchQuery, LoadState {
  /** `idle` while no search is set: nothing was asked; `failed` shows no games (no toast). */
  games: Game[];
}

export interface CasinoGameSearch {
  $gameSearch: ReadableAtom<GameSearchState>;
  /**
   * `casino/games` (spec 001 §7): fires only when the search is set, flattens the list of
   * lists and answers the games. A failure is silent: an empty list, no toast.
   */
  searchGames(query: GameSearchQuery): Promise<Game[]>;
  clearSearch(): void;
}

export function createCasinoGameSearch(deps: { http: HttpClient }): CasinoGameSearch {
  const $gameSearch = atom<GameSearchState>({
    search: '',
    live: false,
    status: 'idle',
    games: [],
  });
  // An answer to an older query (the player typed on) must not replace a newer one.
  let current = 0;

  return {
    $gameSearch,
    clearSearch() {
      current++;
      $gameSearch.set({ search: '', live: false, status: 'idle', games: [] });
    },
    async searchGames({ search, live }) {
      const run = ++current;
      const text = search.trim();
      if (text === '') {
        $gameSearch.set({ search, live, status: 'idle', games: [] });
        return [];
      }
      $gameSearch.set({ search, live, status: 'loading', games: [] });
      try {
        const { data } = await deps.http.post(
          'casino/games',
          { search: text, live },
          { schema: gameListsSchema },
        );
        const games = data.flat();
        if (run === current) $gameSearch.set({ search, live, status: 'ready', games });
        return games;
      } catch (error) {
        // Spec 001 §8: a failed game search is silently ignored: no games, no toast.
        if (run === current)
          $gameSearch.set({ search, live, status: 'failed', games: [], error: toSiteError(error) });
        return [];
      }
    },
  };
}
