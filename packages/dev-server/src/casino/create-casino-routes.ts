import { Hono, type MiddlewareHandler } from 'hono';
import { unauthorized } from '../sportsbook/kit/answer';
import type { Locale } from '../sportsbook/kit/localized';
import { localize } from '../sportsbook/kit/localized';
import { fork } from '../sportsbook/kit/random';
import { registerAssetRoutes } from './assets/assets.routes';
import type { CasinoDeps, CasinoOptions } from './casino.deps';
import type { CasinoApp, CasinoEnv, CasinoRuntime } from './casino.env';
import { casinoMessages } from './casino.messages';
import { type CasinoBootstrap, casinoBootstrap } from './casino-bootstrap';
import { CATEGORIES } from './catalog/categories';
import { type GameDef, generateGames } from './catalog/games';
import { applyCasinoRenames, type CasinoRenames } from './catalog/rename';
import { createFavorites } from './favorites/favorites';
import { registerFavoriteRoutes } from './favorites/favorites.routes';
import { registerGameRoutes } from './games/games.routes';
import { registerJackpotRoutes } from './jackpots/jackpot.routes';
import { registerLaunchRoutes } from './launch/launch.routes';
import { registerPlayRoutes } from './launch/play.routes';
import { createPlaySessions } from './launch/play-sessions';

export interface CasinoRoutes {
  /** Mount at `/api`. */
  routes: CasinoApp;
  /** casinoCategoryList, egtJackpotCards and jackpotCards for cms/grouped, in the given language. */
  bootstrap(locale: Locale): CasinoBootstrap;
  /** The generated catalogue (read-only), e.g. for the CMS' menu or tests. */
  games: readonly GameDef[];
  /** A player's favourite game codes (for a bootstrap's userFavoriteList, if wanted). */
  favoritesOf(username: string): string[];
  /** Renames games, their providers and categories from now on (tests: hostile or long names). */
  rename(renames: CasinoRenames): void;
}

/**
 * Builds the casino: seeded catalogue, favourites, launch sessions and the Hono routes for
 * casino/* (including the stand-in game pages and generated images).
 */
export function createCasinoRoutes(deps: CasinoDeps, options: CasinoOptions = {}): CasinoRoutes {
  const catalogRng = fork(deps.random);
  const sessionRng = fork(deps.random);
  const spinRng = fork(deps.random);
  const publicBase = withSlash(options.publicBase ?? '/api/');
  const rt: CasinoRuntime = {
    deps,
    games: generateGames(catalogRng, options.gameCount),
    categoryNames: new Map(),
    favorites: createFavorites(),
    sessions: createPlaySessions(sessionRng),
    rng: spinRng,
    publicBase,
  };

  const routes: CasinoApp = new Hono<CasinoEnv>();
  // Images and game pages are public (an <img> or iframe sends no token); the rest needs one.
  registerAssetRoutes(routes, rt);
  registerPlayRoutes(routes, rt);
  const identify: MiddlewareHandler<CasinoEnv> = async (c, next) => {
    const locale = deps.locale(c);
    const identity = deps.identify(c);
    if (!identity) return unauthorized(c, localize(casinoMessages.unauthorized, locale));
    c.set('identity', identity);
    c.set('locale', locale);
    await next();
  };
  routes.use('/casino/*', identify);
  registerGameRoutes(routes, rt);
  registerFavoriteRoutes(routes, rt);
  registerLaunchRoutes(routes, rt);
  registerJackpotRoutes(routes, rt);

  return {
    routes,
    bootstrap: (locale) => casinoBootstrap(rt, locale),
    games: rt.games,
    favoritesOf: (username) => rt.favorites.list(username),
    rename: (renames) =>
      applyCasinoRenames(
        rt.games,
        rt.categoryNames,
        new Set(CATEGORIES.map((category) => category.id)),
        renames,
      ),
  };
}

function withSlash(base: string): string {
  return base.endsWith('/') ? base : `${base}/`;
}
