import type { SiteKernel } from '@site/core';
import type { SportsbookApi } from '@site/core/sportsbook';
import { requireModule, useSite } from './use-site';

/** The site with the sportsbook module; a clear error when the provider's site lacks it. */
export function useSportsbookSite(): SiteKernel & SportsbookApi {
  return requireModule<SportsbookApi>(
    useSite(),
    'sportsbook',
    'sportsbookModule() from @site/core/sportsbook',
  );
}
