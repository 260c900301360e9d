import { openAviator } from './aviator.actions';
import type { CasinoDeps, CasinoModule, CasinoOptions } from './casino.types';
import { createCasinoFavorites } from './casino-favorites.store';
import { CASINO_ROUTES, lobbyPathFor, lobbyPathFromUrl } from './casino-routes';
import { createCasinoCategories, DEFAULT_CATEGORY_IMAGE_URL } from './categories.store';
import { createCasinoCategoryGames } from './category-games.store';
import { createGameLookup } from './game-lookup';
import { createCasinoGameSearch } from './game-search.store';
import { createCasinoJackpots, DEFAULT_JACKPOT_ASSET_BASE } from './jackpots.store';
import { createLauncher } from './launch.actions';
import { type CasinoLobby, createCasinoLobby } from './lobby.store';
import { createPendingGame, type ResumedGameEvent } from './pending-game';
import { type CasinoPlay, createCasinoPlay } from './play.store';

/**
 * Builds the casino for one site. Nothing runs until a store gets its first subscriber or an
 * action is called.
 */
export function createCasino(deps: CasinoDeps, options: CasinoOptions = {}): CasinoModule {
  const origin = () => deps.platform.origin().replace(/\/+$/, '');
  const lobbyUrl = options.lobbyUrl ?? ((game) => `${origin()}${lobbyPathFor(game)}`);
  const launcher = createLauncher({
    http: deps.http,
    $locale: deps.$locale,
    origin,
    allowInsecureGameUrls: options.allowInsecureGameUrls ?? false,
    lobbyUrl,
  });
  const categories = createCasinoCategories({
    $rawCategories: deps.$rawCategories,
    defaultImageUrl: options.defaultCategoryImageUrl ?? DEFAULT_CATEGORY_IMAGE_URL,
  });
  const categoryGames = createCasinoCategoryGames({ http: deps.http });
  const basePlay = createCasinoPlay({
    launcher,
    session: deps.session,
    toasts: deps.toasts,
    dialogs: deps.dialogs,
    isMobile: options.isMobile ?? (() => false),
    lookupGame: createGameLookup({
      $categories: categories.$categories,
      loadCategoryGames: categoryGames.loadCategoryGames,
      http: deps.http,
    }),
  });
  // A visitor's click is remembered and the game opens after the login.
  const pending = createPendingGame({ session: deps.session, play: basePlay });
  const play: CasinoPlay = {
    ...basePlay,
    openGame: pending.openGame,
    on: (event, listener) =>
      event === 'resumed'
        ? pending.onResumed(listener as (event: ResumedGameEvent) => void)
        : basePlay.on(event, listener),
  };
  const search = createCasinoGameSearch({ http: deps.http });
  const favorites = createCasinoFavorites({
    http: deps.http,
    session: deps.session,
    toasts: deps.toasts,
    dialogs: deps.dialogs,
    storage: deps.storage,
    ...(deps.$bootstrapFavorites ? { $bootstrapFavorites: deps.$bootstrapFavorites } : {}),
    // Off by default: the list call is a dev-server extension a spec backend does not have.
    listEndpoint: options.favoritesListEndpoint ?? false,
  });
  // One lobby per listing page, kept for the site's life (its category loads are kept too).
  const lobbies = new Map<string, CasinoLobby>();
  const lobby = (slug: string): CasinoLobby => {
    let page = lobbies.get(slug);
    if (!page) {
      page = createCasinoLobby(
        {
          $categories: categories.$categoriesOf(slug),
          $categoryGames: categoryGames.$categoryGames,
          $favoriteCodes: favorites.$favoriteCodes,
          session: deps.session,
          search,
          clock: deps.clock,
        },
        { slug, live: CASINO_ROUTES.some((route) => route.slug === slug && route.live) },
      );
      lobbies.set(slug, page);
    }
    return page;
  };

  return {
    routes: CASINO_ROUTES,
    // A configured lobby on another origin cannot be navigated to in-app: its listing page.
    lobbyPathFor: (game) => lobbyPathFromUrl(lobbyUrl(game), origin()) ?? lobbyPathFor(game),
    catalogue: { ...categories, ...categoryGames },
    search: {
      ...search,
      openAviator: (openOptions) => openAviator({ search, play }, openOptions),
    },
    lobby,
    favorites,
    play,
    jackpots: createCasinoJackpots({
      http: deps.http,
      clock: deps.clock,
      $rawJackpotCards: deps.$rawJackpotCards,
      refreshBootstrap: deps.refreshBootstrap,
      // Off by default: the spec API has no jackpot call; the bootstrap carries the figures.
      jackpotsEndpoint: options.jackpotsEndpoint ?? false,
      assetBase: options.jackpotAssetBase ?? DEFAULT_JACKPOT_ASSET_BASE,
    }),
  };
}
