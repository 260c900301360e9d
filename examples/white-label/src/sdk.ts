// Every import of the core in this example is here: after the module split this becomes
// the kernel plus `@site/core/casino` and `@site/core/account`, with no sportsbook module.
import { createSite, isMobileWidth, type Site } from '@site/core';

export { CASINO_ROUTES, DASHBOARD_TILES, type Site } from '@site/core';

export function createBrandSite(): Site {
  const dev = import.meta.env.DEV;
  return createSite({
    payments: { allowInsecureDepositUrls: dev },
    casino: {
      allowInsecureGameUrls: dev,
      favouritesListEndpoint: 'casino/favorites',
      // Games open in the play dialog on the mobile layout, on the game page otherwise.
      isMobile: () => isMobileWidth(window.innerWidth),
    },
  });
}
