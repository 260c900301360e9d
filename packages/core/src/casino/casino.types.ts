import type { ReadableAtom } from 'nanostores';
import type { DialogsModule } from '../kernel/dialogs/dialogs';
import type { Clock, KeyValueStorage, Platform } from '../kernel/env/ports';
import type { HttpClient } from '../kernel/http/http-client';
import type { Locale } from '../kernel/i18n/locale';
import type { SessionModule } from '../kernel/session/session';
import type { ToastsModule } from '../kernel/toasts/toasts';
import type { CasinoFavorites } from './casino-favorites.store';
import type { CasinoRoute } from './casino-routes';
import type { CasinoCategories } from './categories.store';
import type { CasinoCategoryGames } from './category-games.store';
import type { Game } from './game.schema';
import type { CasinoGameSearch } from './game-search.store';
import type { CasinoJackpots } from './jackpots.store';
import type { CasinoLobby } from './lobby.store';
import type { CasinoPlay } from './play.store';
import type { OpenAviatorResult } from './play.types';

/** What the casino needs from the site; every piece is an explicit dep. */
export interface CasinoDeps {
  http: HttpClient;
  session: Pick<SessionModule, '$session' | 'on'>;
  toasts: Pick<ToastsModule, 'show'>;
  dialogs: Pick<DialogsModule, 'open' | 'close'>;
  storage: KeyValueStorage;
  platform: Pick<Platform, 'origin'>;
  /** Search debounce and the jackpot refresh run on it. */
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
  $locale: ReadableAtom<Locale>;
  /** The bootstrap's raw `casinoCategoryList` (validated here). */
  $rawCategories: ReadableAtom<unknown>;
  /** The bootstrap's raw `egtJackpotCards` (validated here). */
  $rawJackpotCards: ReadableAtom<unknown>;
  /** Reloads the bootstrap (`cms/grouped`): the jackpot figures' source on a spec backend. */
  refreshBootstrap(): Promise<unknown>;
  /** The bootstrap's raw `userFavoriteList`, if the bootstrap module exposes it. */
  $bootstrapFavorites?: ReadableAtom<unknown>;
}

export interface CasinoOptions {
  /** Whether games open the mobile modal (the UI knows the breakpoint). Default: desktop. */
  isMobile?: () => boolean;
  /**
   * Allow plain-http launch URLs on another origin. Default false: only https (or the site's
   * own origin) opens. The dev/demo setup turns it on for the dev server's http game pages.
   */
  allowInsecureGameUrls?: boolean;
  /** Image for categories without one. Default `DEFAULT_CATEGORY_IMAGE_URL`. */
  defaultCategoryImageUrl?: string;
  /** Base of the jackpot card images. Default `DEFAULT_JACKPOT_ASSET_BASE`. */
  jackpotAssetBase?: string;
  /** `lobbyUrl` sent to EGT and Hub88. Default: the site's /casino/live or /casino/slot page. */
  lobbyUrl?: (game: Game) => string;
  /**
   * GET path listing the player's favorite codes (`{ codes }`), e.g. the dev server's
   * `casino/favorites`. Default false: the spec API has no such call, so none is made.
   */
  favoritesListEndpoint?: string | false;
  /**
   * GET path answering the jackpot lists alone (`{ egtJackpotCards }`), e.g. the dev server's
   * `casino/jackpots`. Default false: the spec API has none, so the 30 s jackpot refresh
   * reloads the bootstrap.
   */
  jackpotsEndpoint?: string | false;
}

/** The casino of spec 001: catalogue, search, favorites, launch and play, jackpots. */
export interface CasinoModule {
  /** The listing pages as data (slots, live casino, TV bets, popular games). */
  routes: readonly CasinoRoute[];
  /**
   * Where a closed game goes back to, as an in-app path: the configured `lobbyUrl` when it is on
   * the site's origin, else the game's listing page (`/casino/live` or `/casino/slot`).
   */
  lobbyPathFor(game: Game): string;
  catalogue: CasinoCategories & CasinoCategoryGames;
  search: CasinoGameSearch & {
    /** The Aviator menu entry: search "Aviator" (not live), open the first game. */
    openAviator(options?: { mobile?: boolean }): Promise<OpenAviatorResult>;
  };
  /**
   * The listing page of a category slug (`slot`, `live`, `tvbets`, `popular-games`): its
   * categories, previews, one category in full, the provider filter, the search and the
   * Favorites section as one store. One lobby per slug, the same object on every call.
   */
  lobby(slug: string): CasinoLobby;
  favorites: CasinoFavorites;
  /** The play state and actions; `openGame` remembers a visitor's game until the login. */
  play: CasinoPlay;
  jackpots: CasinoJackpots;
}
