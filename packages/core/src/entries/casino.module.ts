import type { CasinoModule, CasinoOptions } from '../casino/casino.types';
import { FAVORITES_STORAGE_KEY } from '../casino/casino-favorites.store';
import { CASINO_MESSAGE_KEYS, type CasinoMessageKey } from '../casino/casino-messages';
import { createCasino } from '../casino/create-casino';
import type { SiteModule } from '../kernel/site-module';

export interface CasinoApi {
  /** Catalogue, search, favorites, provider launch, play state, jackpots. */
  casino: CasinoModule;
}

/** Adds `site.casino`; provides the Aviator search peer for the shell's menu entry. */
export function casinoModule(
  options: CasinoOptions = {},
): SiteModule<'casino', CasinoApi, CasinoMessageKey> {
  return {
    name: 'casino',
    textKeys: CASINO_MESSAGE_KEYS,
    install(kernel) {
      const casino = createCasino(
        {
          http: kernel.http,
          session: kernel.session,
          toasts: kernel.toasts,
          dialogs: kernel.dialogs,
          storage: kernel.env.storage,
          platform: kernel.env.platform,
          clock: kernel.env.clock,
          $locale: kernel.i18n.$locale,
          // The casino owns its bootstrap slices: the kernel keeps them as sent.
          $rawCategories: kernel.bootstrap.$slice('casinoCategoryList'),
          $rawJackpotCards: kernel.bootstrap.$slice('egtJackpotCards'),
          refreshBootstrap: () => kernel.bootstrap.refresh(),
        },
        options,
      );
      kernel.ownStorageKeys([FAVORITES_STORAGE_KEY]);
      kernel.peers.provide('aviatorSearch', (searchOptions) =>
        casino.search.openAviator(searchOptions),
      );
      return { api: { casino } };
    },
  };
}
