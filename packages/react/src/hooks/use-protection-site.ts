import type { SiteKernel } from '@site/core';
import type { ProtectionApi } from '@site/core/protection';
import { requireModule, useSite } from './use-site';

/** The site with player protection; a clear error when the provider's site lacks it. */
export function useProtectionSite(): SiteKernel & ProtectionApi {
  return requireModule<ProtectionApi>(
    useSite(),
    'protection',
    'protectionModule() from @site/core/protection',
  );
}
