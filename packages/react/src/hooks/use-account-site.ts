import type { SiteKernel } from '@site/core';
import type { AccountApi } from '@site/core/account';
import { requireModule, useSite } from './use-site';

/** The site with the account module; a clear error when the provider's site lacks it. */
export function useAccountSite(): SiteKernel & AccountApi {
  return requireModule<AccountApi>(useSite(), 'account', 'accountModule() from @site/core/account');
}
