import { atom } from 'nanostores';
import { createFullSite } from '../entries/full';
import { AUTH_DATA_KEY } from '../kernel/session/session.types';
import type { Toast } from '../kernel/toasts/toasts';
import { createTestEnv } from '../testing';
import type { CasinoOptions } from './casino.types';
import { createCasino } from './create-casino';
import type { Game } from './game.schema';

// Shared set-up of the casino's unit tests (no test framework imported here).

export const PLAYER = { token: 'player-token', username: 'ayse', group: 1, balance: 100 };

export function game(overrides: Partial<Game> = {}): Game {
  return {
    gameCode: 'pp_sweet_bonanza',
    name: 'Sweet Bonanza',
    providerName: 'Pragmatic Play',
    mainProviderId: 5,
    system: '5100',
    productId: 0,
    systemCategory: 1,
    ...overrides,
  };
}

export function setupCasino(
  options: {
    loggedIn?: boolean;
    storage?: Record<string, string>;
    origin?: string;
    mobile?: boolean;
    casino?: CasinoOptions;
    categories?: unknown;
    jackpots?: unknown;
  } = {},
) {
  const storage: Record<string, string> = { anonymousToken: '"anon"', ...options.storage };
  if (options.loggedIn ?? true) storage[AUTH_DATA_KEY] = JSON.stringify(PLAYER);
  const env = createTestEnv({ storage, origin: options.origin ?? 'https://site.test' });
  const site = createFullSite({ env });
  const $rawCategories = atom<unknown>(options.categories ?? []);
  const $rawJackpotCards = atom<unknown>(options.jackpots ?? []);
  const casino = createCasino(
    {
      http: site.http,
      session: site.session,
      toasts: site.toasts,
      dialogs: site.dialogs,
      storage: env.storage,
      platform: env.platform,
      clock: env.clock,
      $locale: site.i18n.$locale,
      $rawCategories,
      $rawJackpotCards,
      refreshBootstrap: () => site.bootstrap.refresh(),
    },
    { isMobile: () => options.mobile ?? false, ...options.casino },
  );
  const toasts: Toast[] = [];
  site.toasts.on('show', (toast) => toasts.push(toast));
  return { env, site, casino, routes: env.routes, toasts, $rawCategories, $rawJackpotCards };
}

/** A promise with its resolve handle, to hold a fake server answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
