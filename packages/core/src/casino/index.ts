// The casino's public surface; the package barrel re-exports from here.

export { AVIATOR_QUERY } from './aviator.actions';
export type { Casino, CasinoDeps, CasinoOptions } from './casino.types';
export {
  CasinoError,
  type CasinoErrorReason,
  casinoErrorText,
  isCasinoError,
} from './casino-error';
export {
  type CasinoFavorites,
  FAVORITES_STORAGE_KEY,
  type ToggleFavoriteResult,
} from './casino-favourites.store';
export { CASINO_MESSAGE_KEYS, type CasinoMessageKey, casinoText } from './casino-messages';
export {
  CASINO_PLAY_ROUTE,
  CASINO_ROUTES,
  type CasinoRoute,
  lobbyPathFor,
  lobbyPathFromUrl,
} from './casino-routes';
export {
  type CasinoCategories,
  type CasinoCategory,
  DEFAULT_CATEGORY_IMAGE_URL,
  parseCategories,
} from './categories.store';
export type { CasinoCategoryGames, CategoryGamesState } from './category-games.store';
export { createCasino } from './create-casino';
export { type Game, gameSchema } from './game.schema';
export type { GameLookup } from './game-lookup';
export {
  type DecodedGameRoute,
  decodeGameRoute,
  encodeGameRoute,
  type GameRouteProblem,
  gamePlayPath,
  MAX_GAME_ROUTE_LENGTH,
} from './game-route';
export type { CasinoGameSearch, GameSearchQuery, GameSearchState } from './game-search.store';
export {
  createGameSearchInput,
  GAME_SEARCH_DEBOUNCE_MS,
  type GameSearchInput,
} from './game-search-input';
export { foldGameText, matchesGameSearch } from './game-text-match';
export { type AllowedGameUrl, classifyGameUrl } from './game-url-policy';
export {
  deriveJackpotCards,
  JACKPOT_INSTANCES,
  JACKPOT_LEVEL_COUNT,
  type JackpotCard,
  type JackpotInstance,
  type JackpotLevel,
} from './jackpot-card';
export { JACKPOT_REFRESH_MS, watchJackpots } from './jackpot-watch';
export {
  type CasinoJackpots,
  DEFAULT_JACKPOT_ASSET_BASE,
  EGYPT_QUEST_PLACEHOLDER_LEVEL,
} from './jackpots.store';
export { GAME_DOCUMENT_SANDBOX, GAME_FRAME_SANDBOX, type GameLaunch } from './launch.types';
export {
  LAUNCH_PROVIDERS,
  type ProviderLaunch,
  type ProviderName,
  providerOf,
} from './launch-providers';
export type { PendingGame, ResumedGameEvent } from './pending-game';
export type { CasinoPlay } from './play.store';
export type {
  GameClosedEvent,
  OpenGameResult,
  PlayDevice,
  PlayNotFoundProblem,
  PlayState,
} from './play.types';
export {
  filterGames,
  isFromProvider,
  type LobbyFilter,
  NO_LOBBY_FILTER,
  providersOf,
} from './provider-filter';
