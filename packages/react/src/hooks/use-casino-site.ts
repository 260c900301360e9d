import type { SiteKernel } from '@site/core';
import type { CasinoApi } from '@site/core/casino';
import { requireModule, useSite } from './use-site';

/** The site with the casino module; a clear error when the provider's site lacks it. */
export function useCasinoSite(): SiteKernel & CasinoApi {
  return requireModule<CasinoApi>(useSite(), 'casino', 'casinoModule() from @site/core/casino');
}
