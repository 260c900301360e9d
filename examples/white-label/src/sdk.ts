// Every import of the core in this example is here: the kernel plus the casino, account and
// shell modules. No sportsbook module, so no sportsbook code in the bundle
// (scripts/check-white-label-bundle.mjs) and no sports entries in the side menu.
import { createSite } from '@site/core';
import { accountModule } from '@site/core/account';
import { casinoModule } from '@site/core/casino';
import { isMobileWidth, shellModule } from '@site/core/shell';

export { GAME_DOCUMENT_SANDBOX } from '@site/core/casino';

export function createBrandSite() {
  const dev = import.meta.env.DEV;
  return createSite({
    modules: [
      shellModule(),
      casinoModule({
        allowInsecureGameUrls: dev,
        favoritesListEndpoint: 'casino/favorites',
        // Games open in the play dialog on the mobile layout, on the game page otherwise.
        isMobile: () => isMobileWidth(window.innerWidth),
      }),
      accountModule({ payments: { allowInsecureDepositUrls: dev } }),
    ],
  });
}

export type Site = ReturnType<typeof createBrandSite>;
