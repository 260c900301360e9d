// The casino's public surface; the package barrel re-exports from here.

export type { CasinoDeps, CasinoModule, CasinoOptions } from './casino.types';
export {
  CasinoError,
  type CasinoErrorReason,
} from './casino-error';
export type {
  CasinoFavorites,
  ToggleFavoriteResult,
} from './casino-favorites.store';
export {
  CASINO_MESSAGE_KEYS,
  type CasinoMessageKey,
} from './casino-messages';
export {
  CASINO_ROUTES,
  type CasinoRoute,
  lobbyPathFor,
} from './casino-routes';
export type {
  CasinoCategories,
  CasinoCategory,
} from './categories.store';
export type { CasinoCategoryGames, CategoryGamesState } from './category-games.store';
export { createCasino } from './create-casino';
export type { Game } from './game.schema';
export type { GameLookup } from './game-lookup';
export {
  type DecodedGameRoute,
  decodeGameRoute,
  type GameRouteProblem,
  gamePlayPath,
} from './game-route';
export type { CasinoGameSearch, GameSearchQuery, GameSearchState } from './game-search.store';
export {
  createGameSearchInput,
  GAME_SEARCH_DEBOUNCE_MS,
  type GameSearchInput,
} from './game-search-input';
export {
  foldGameText,
  matchesGameSearch,
} from './game-text-match';
export type { AllowedGameUrl } from './game-url-policy';
export { categoryPagePath, HOME_CATEGORY_SLUG } from './home-categories';
export type {
  JackpotCard,
  JackpotInstance,
  JackpotLevel,
} from './jackpot-card';
export { type CasinoJackpots, JACKPOT_REFRESH_MS } from './jackpots.store';
export {
  GAME_DOCUMENT_SANDBOX,
  type GameLaunch,
} from './launch.types';
export {
  LAUNCH_PROVIDERS,
  type ProviderLaunch,
  type ProviderName,
} from './launch-providers';
export {
  type CasinoLobby,
  LOBBY_ALL,
  LOBBY_FAVORITES,
  LOBBY_PREVIEW_TILES,
  type LobbyNavItem,
  type LobbySearchView,
  type LobbySection,
  type LobbyView,
  lobbyPreview,
} from './lobby.store';
export type { LobbyCategory } from './lobby-categories';
export type { ResumedGameEvent } from './pending-game';
export type { CasinoPlay, CasinoPlayEvents } from './play.store';
export type {
  GameClosedEvent,
  OpenAviatorResult,
  OpenGameResult,
  PlayDevice,
  PlayNotFoundProblem,
  PlayState,
} from './play.types';
export {
  filterGames,
  type LobbyFilter,
  providersOf,
} from './provider-filter';
