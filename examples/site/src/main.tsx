import '@site/react/styles.css';
import './site.css';
import { cashoutModule } from '@site/core/cashout';
import { createFullSite } from '@site/core/full';
import { protectionModule } from '@site/core/protection';
import { isMobileWidth } from '@site/core/shell';
import { loadSiteTexts } from '@site/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { DEMO_JACKPOT_ASSET_BASE, demoImageOrigins } from './image-origins';
import { preloadRoute } from './routes';
import {
  mirrorSessionCookies,
  readServerState,
  renderedForThisBrowser,
  startAfterServerRender,
} from './server/pick-up';

// The screen's chunk first: it downloads while the site starts and asks for its data.
const routeReady = preloadRoute(window.location.pathname);
// A failed download is shown by the route's error boundary when the screen renders.
routeReady.catch(() => {});

// In development the demo runs against the contract dev server, whose stand-in game and payment
// pages are plain http. A production build keeps the core's https-only default.
const againstDevServer = import.meta.env.DEV;

const site = createFullSite({
  imageOrigins: demoImageOrigins(),
  payments: { allowInsecureDepositUrls: againstDevServer },
  casino: {
    allowInsecureGameUrls: againstDevServer,
    // The dev server keeps favorites per player: a new login restores them from there.
    favoritesListEndpoint: 'casino/favorites',
    // The dev server answers the jackpot figures alone; a spec backend reloads the bootstrap.
    jackpotsEndpoint: againstDevServer ? 'casino/jackpots' : false,
    // Games open in the full-height modal on the mobile layout, on the game page otherwise.
    isMobile: () => isMobileWidth(window.innerWidth),
    // The dev server draws the jackpot cards' art.
    jackpotAssetBase: DEMO_JACKPOT_ASSET_BASE,
  },
  // Extensions: player protection (limits, reality check, time-out, self-exclusion) and
  // cash-out of running bets (My Bets and the bet history).
  extraModules: [protectionModule(), cashoutModule()],
});
// What the error boundaries catch; an operator sends this to its monitoring instead.
site.errors.on('error', ({ where, error }) => console.error(`[site] ${where}:`, error));
mirrorSessionCookies(site);
// Only the shown language's dictionary, beside the screen's chunk; the other one loads when
// the player switches (the core switches once it is here).
const textsReady = loadSiteTexts(site);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App site={site} />
  </StrictMode>
);
// Served by the server render (server.ts): pick its state up and hydrate; else render here.
const serverState = readServerState();
if (serverState && renderedForThisBrowser(site, serverState)) {
  void startAfterServerRender(site, serverState);
  // The server rendered the screen itself, not a loading state: hydrate once its chunk and the
  // dictionary are here (the server rendered with both).
  void Promise.all([routeReady, textsReady]).then(
    () => hydrateRoot(root, app),
    () => createRoot(root).render(app),
  );
} else if (serverState) {
  // Rendered for a visitor (no cookie on a visit from another site) while this browser holds a
  // player: render here, with the page's bootstrap.
  void site.start({ bootstrap: serverState.bootstrap });
  renderOnceTextsAreHere();
} else {
  void site.start();
  renderOnceTextsAreHere();
}

// A first paint in one language: without its dictionary (a failed download) the provider
// renders nothing and tries again, rather than showing keys.
function renderOnceTextsAreHere() {
  const render = () => createRoot(root as HTMLElement).render(app);
  void textsReady.then(render, render);
}
