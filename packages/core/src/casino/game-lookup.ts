import type { ReadableAtom } from 'nanostores';
import type { HttpClient } from '../kernel/http/http-client';
import type { CasinoCategory } from './categories.store';
import { type Game, gameListsSchema } from './game.schema';

/** What the catalogue says about a game code a link names. */
export type GameLookup =
  | { kind: 'found'; game: Game }
  /** The catalogue answered and holds no such game: the link is not one of ours. */
  | { kind: 'unknown' }
  /** The catalogue could not be asked (network, server): nothing launches. */
  | { kind: 'unavailable' };

export interface GameLookupDeps {
  $categories: ReadableAtom<CasinoCategory[]>;
  loadCategoryGames(categoryIds: readonly number[]): Promise<Game[]>;
  /** For `casino/games`, asked directly: the lobby's search state must not change. */
  http: HttpClient;
}

/**
 * Finds a game by code in the catalogue, so a `/casino/play/{game}` link launches and shows what
 * the catalogue says (name, provider, codes), never what the link itself claims. Looks in the
 * bootstrap previews, then the games of every category, then a search by the claimed name.
 */
export function createGameLookup(deps: GameLookupDeps) {
  const known = new Map<string, Game>();
  const remember = (games: readonly Game[]) => {
    for (const game of games) if (!known.has(game.gameCode)) known.set(game.gameCode, game);
  };

  return async function lookupGame(claimed: Game): Promise<GameLookup> {
    const code = claimed.gameCode;
    remember(deps.$categories.get().flatMap((category) => category.games));
    let found = known.get(code);
    if (found) return { kind: 'found', game: found };
    const ids = new Set(deps.$categories.get().map((category) => category.id));
    if (claimed.systemCategory > 0) ids.add(claimed.systemCategory);
    let asked = false;
    if (ids.size > 0) {
      try {
        remember(await deps.loadCategoryGames([...ids]));
        asked = true;
      } catch {
        // try the search below
      }
    }
    found = known.get(code);
    if (found) return { kind: 'found', game: found };
    const name = claimed.name.trim();
    if (name) {
      try {
        const { data } = await deps.http.post(
          'casino/games',
          { search: name.slice(0, 100), live: claimed.isLive ?? false },
          { schema: gameListsSchema },
        );
        remember(data.flat());
        asked = true;
      } catch {
        // nothing else to ask
      }
    }
    found = known.get(code);
    if (found) return { kind: 'found', game: found };
    return asked ? { kind: 'unknown' } : { kind: 'unavailable' };
  };
}

export type LookupGame = ReturnType<typeof createGameLookup>;
