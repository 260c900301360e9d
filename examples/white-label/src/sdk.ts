// Every import of the core in this example is here: the kernel plus the casino, account,
// shell and protection modules. No sportsbook module, so no sportsbook code in the bundle
// (scripts/check-white-label-bundle.mjs) and no sports entries in the side menu.
import { createSite } from '@site/core';
import { accountModule } from '@site/core/account';
import { casinoModule } from '@site/core/casino';
import { protectionModule } from '@site/core/protection';
import { isMobileWidth, shellModule } from '@site/core/shell';
import { BRAND_DOMAIN, brand } from './brand';

export { GAME_DOCUMENT_SANDBOX } from '@site/core/casino';

export function createBrandSite() {
  const dev = import.meta.env.DEV;
  return createSite({
    // A brand build is at home on its own domain, and in development wherever its dev server
    // runs: the domain banner then never shows the main demo's move notice to this brand.
    defaultDomain: dev ? window.location.hostname : BRAND_DOMAIN,
    // Server images load only from the page's origin and these: in development the dev
    // server's (vite.config.ts); a production build names its CDN here.
    imageOrigins: dev
      ? String(import.meta.env.VITE_IMAGE_ORIGINS ?? '')
          .split(' ')
          .filter(Boolean)
      : [],
    modules: [
      // Name, logo, licence and providers: the header, footer and titles read them from here.
      shellModule({ brand }),
      casinoModule({
        allowInsecureGameUrls: dev,
        favoritesListEndpoint: 'casino/favorites',
        // The dev server answers the jackpot figures alone; a spec backend reloads the bootstrap.
        jackpotsEndpoint: dev ? 'casino/jackpots' : false,
        // Games open in the play dialog on the mobile layout, on the game page otherwise.
        isMobile: () => isMobileWidth(window.innerWidth),
        // The jackpot cards' art, behind the same gateway as the API (the dev server draws it).
        jackpotAssetBase: '/api/casino/assets/jackpots/',
      }),
      accountModule({ payments: { allowInsecureDepositUrls: dev } }),
      // Player protection (an extension): a licensed brand offers limits, the reality check,
      // time-out and self-exclusion as the main site does.
      protectionModule(),
    ],
  });
}

export type Site = ReturnType<typeof createBrandSite>;
