import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { Clock } from '../kernel/env/ports';
import type { LoadStatus } from '../kernel/load/load-state';
import type { SessionModule } from '../kernel/session/session';
import type { CasinoFavorites } from './casino-favorites.store';
import type { CasinoCategory } from './categories.store';
import type { CasinoCategoryGames } from './category-games.store';
import type { Game } from './game.schema';
import type { CasinoGameSearch } from './game-search.store';
import { createGameSearchInput, type GameSearchInput } from './game-search-input';
import { createLobbyCategories, type LobbyCategory, uniqueGames } from './lobby-categories';
import { filterGames, providersOf } from './provider-filter';

/** The chip (and `?category=`) that shows every category's preview. */
export const LOBBY_ALL = 'all';
/** The chip (and `?category=`) of the player's favorite games on this page. */
export const LOBBY_FAVORITES = 'favorites';

/** One chip of the category bar. `label` is null for the two the UI words (All, Favorites). */
export interface LobbyNavItem {
  id: string;
  kind: 'all' | 'favorites' | 'category';
  label: string | null;
  /** The games it holds, once known (a category still loading has none yet). */
  count: number | null;
}

/** One section of the page: the Favorites or a category, its games after the provider filter. */
export interface LobbySection {
  id: string;
  kind: 'favorites' | 'category';
  /** The category's name; null for Favorites (the UI words it). */
  title: string | null;
  games: Game[];
  /** Spec 001 §8: a failed category load is silent; its bootstrap preview stands in. */
  status: LoadStatus;
  /** The count shown beside the title, once the category is loaded. */
  total: number | null;
  /** Why an empty section is empty, when it says more than "no games". */
  emptyReason: 'favorites-empty' | 'no-match' | null;
}

/** The search results while the search box holds text. */
export interface LobbySearchView {
  text: string;
  /** The server's answer to this very text arrived (it replaces the local matches). */
  answered: boolean;
  /** The server's games, or meanwhile the page's own games that match (Turkish-aware). */
  games: Game[];
  /** Nothing to show yet: no local match and no answer. */
  waiting: boolean;
}

export interface LobbyView {
  /** The chip shown pressed: `all`, `favorites` or a category id. */
  selected: string;
  nav: LobbyNavItem[];
  /** The providers of the page's games, once each, in Turkish order. */
  providers: string[];
  provider: string | null;
  /** What the page shows: search results, Favorites in full, one category in full, previews. */
  mode: 'search' | 'favorites' | 'category' | 'previews';
  sections: LobbySection[];
  search: LobbySearchView | null;
  /** The page has no category at all. */
  empty: boolean;
}

/** One casino listing page (slots, live casino, …) as data: `site.casino.lobby(slug)`. */
export interface CasinoLobby {
  slug: string;
  /** Whether its search asks for live games (the live casino page). */
  live: boolean;
  $view: ReadableAtom<LobbyView>;
  /** The search box: typing filters at once, `casino/games` is asked once typing pauses. */
  search: GameSearchInput;
  /** Shows `all`, `favorites` or one category id (an unknown id shows all). */
  select(id: string): void;
  /** One provider's games, or every provider's with null. */
  setProvider(provider: string | null): void;
  /** Back to the first look: all categories, every provider, no search. */
  reset(): void;
}

export interface LobbyDeps {
  $categories: ReadableAtom<readonly CasinoCategory[]>;
  $categoryGames: CasinoCategoryGames['$categoryGames'];
  $favoriteCodes: CasinoFavorites['$favoriteCodes'];
  session: Pick<SessionModule, '$session'>;
  search: Pick<CasinoGameSearch, '$gameSearch' | 'searchGames' | 'clearSearch'>;
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
}

function categorySection(entry: LobbyCategory, provider: string | null): LobbySection {
  const games = filterGames(entry.games, { provider, text: '' });
  const ready = entry.state.status === 'ready';
  return {
    id: String(entry.category.id),
    kind: 'category',
    title: entry.category.name,
    games,
    status: ready || entry.games.length > 0 ? 'ready' : entry.state.status,
    total: ready ? games.length : null,
    emptyReason: provider ? 'no-match' : null,
  };
}

function favoritesSection(favorites: readonly Game[], provider: string | null): LobbySection {
  const games = filterGames(favorites, { provider, text: '' });
  return {
    id: LOBBY_FAVORITES,
    kind: 'favorites',
    title: null,
    games,
    status: 'ready',
    total: games.length,
    emptyReason: 'favorites-empty',
  };
}

export function createCasinoLobby(
  deps: LobbyDeps,
  page: { slug: string; live: boolean },
): CasinoLobby {
  const $selection = atom<string>(LOBBY_ALL);
  const $provider = atom<string | null>(null);
  const search = createGameSearchInput({ search: deps.search, clock: deps.clock });
  const $entries = createLobbyCategories(deps);
  const $hasLogin = computed(deps.session.$session, (session) => session.hasLogin);

  const $page = computed([$entries, deps.$favoriteCodes], (entries, codes) => {
    const games = uniqueGames(entries);
    const favorite = new Set(codes);
    return {
      entries,
      games,
      providers: providersOf(games),
      favorites: games.filter((game) => favorite.has(game.gameCode)),
    };
  });

  const $view = computed(
    [$page, $selection, $provider, $hasLogin, search.$text, deps.search.$gameSearch],
    (current, requested, provider, hasLogin, text, answer): LobbyView => {
      const { entries, favorites } = current;
      const chosen = entries.find((entry) => String(entry.category.id) === requested);
      const selected =
        requested === LOBBY_FAVORITES && hasLogin
          ? LOBBY_FAVORITES
          : chosen
            ? requested
            : LOBBY_ALL;
      const nav: LobbyNavItem[] = [
        { id: LOBBY_ALL, kind: 'all', label: null, count: null },
        ...(hasLogin
          ? [
              {
                id: LOBBY_FAVORITES,
                kind: 'favorites' as const,
                label: null,
                count: favorites.length,
              },
            ]
          : []),
        ...entries.map(({ category, state, games }) => ({
          id: String(category.id),
          kind: 'category' as const,
          label: category.name,
          count: state.status === 'ready' ? games.length : null,
        })),
      ];
      const base = {
        selected,
        nav,
        providers: current.providers,
        provider,
        empty: !entries.length,
      };

      if (text.trim() !== '') {
        // A failed search answers too: with no games (spec 001 §8).
        const answered =
          (answer.status === 'ready' || answer.status === 'failed') && answer.search === text;
        const local = filterGames(current.games, { provider, text });
        const games = answered ? filterGames(answer.games, { provider, text: '' }) : local;
        return {
          ...base,
          mode: 'search',
          sections: [],
          search: { text, answered, games, waiting: !answered && local.length === 0 },
        };
      }
      if (selected === LOBBY_FAVORITES) {
        return {
          ...base,
          mode: 'favorites',
          sections: [favoritesSection(favorites, provider)],
          search: null,
        };
      }
      if (chosen) {
        return {
          ...base,
          mode: 'category',
          sections: [categorySection(chosen, provider)],
          search: null,
        };
      }
      // Previews: with a provider chosen, categories without its games step aside.
      const sections = entries
        .map((entry) => categorySection(entry, provider))
        .filter((section) => !provider || section.games.length > 0);
      return {
        ...base,
        mode: 'previews',
        sections: hasLogin ? [favoritesSection(favorites, provider), ...sections] : sections,
        search: null,
      };
    },
  );

  const reset = () => {
    $selection.set(LOBBY_ALL);
    $provider.set(null);
    search.clear();
  };
  // Leaving the page (its last subscriber gone) ends its search and filter.
  onMount($view, () => reset);

  return {
    slug: page.slug,
    live: page.live,
    $view,
    search,
    select: (id) => $selection.set(id),
    setProvider: (provider) => $provider.set(provider),
    reset,
  };
}

/** How many tiles a preview shows: two desktop grid rows, or one mobile rail. */
export const LOBBY_PREVIEW_TILES = { desktop: 12, mobile: 20 } as const;

/**
 * A section's preview: the tiles it shows and the "All (n)" count when there are more (null
 * when every game fits).
 */
export function lobbyPreview(
  games: readonly Game[],
  device: keyof typeof LOBBY_PREVIEW_TILES,
): { games: Game[]; showAll: number | null } {
  const limit = LOBBY_PREVIEW_TILES[device];
  return {
    games: games.slice(0, limit),
    showAll: games.length > limit ? games.length : null,
  };
}
