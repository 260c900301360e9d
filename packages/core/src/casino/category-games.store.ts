import { atom, type ReadableAtom } from 'nanostores';
import { toSiteError } from '../kernel/errors/site-error';
import type { HttpClient } from '../kernel/http/http-client';
import { keyedStores } from '../kernel/load/keyed-stores';
import type { LoadState } from '../kernel/load/load-state';
import { refreshWhileWatched } from '../kernel/load/while-watched';
import { type Game, gameListSchema } from './game.schema';

/** Spec 001 §8: a category load failure is ignored: no toast, an empty list. */
export interface CategoryGamesState extends LoadState {
  games: Game[];
}

export interface CasinoCategoryGames {
  /** Every game of one category, loaded on the first subscriber and kept afterwards. */
  $categoryGames(categoryId: number): ReadableAtom<CategoryGamesState>;
  /** `casino/categorygames` with a list of category ids; rejects with a SiteError. */
  loadCategoryGames(categoryIds: readonly number[]): Promise<Game[]>;
}

export function createCasinoCategoryGames(deps: { http: HttpClient }): CasinoCategoryGames {
  async function loadCategoryGames(categoryIds: readonly number[]): Promise<Game[]> {
    const { data } = await deps.http.post(
      'casino/categorygames',
      { systemCategory: [...categoryIds] },
      { schema: gameListSchema },
    );
    return data;
  }

  function createStore(categoryId: number): ReadableAtom<CategoryGamesState> {
    const $state = atom<CategoryGamesState>({ status: 'loading', games: [] });
    // Loaded once per site; a failed load is tried again on the next first subscriber.
    refreshWhileWatched(
      $state,
      () => {
        if ($state.get().status === 'ready') return;
        $state.set({ status: 'loading', games: [] });
        return loadCategoryGames([categoryId]).then(
          (games) => $state.set({ status: 'ready', games }),
          (error: unknown) =>
            $state.set({ status: 'failed', games: [], error: toSiteError(error) }),
        );
      },
      {},
    );
    return $state;
  }

  return {
    loadCategoryGames,
    $categoryGames: keyedStores(createStore),
  };
}
