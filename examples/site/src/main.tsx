import '@site/react/styles.css';
import './site.css';
import { createSite, MOBILE_BREAKPOINT_PX } from '@site/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The demo runs against the contract dev server, whose stand-in game and payment pages are
// plain http; a site served over https keeps the core's https-only default.
const againstDevServer = import.meta.env.DEV || window.location.protocol === 'http:';

const site = createSite({
  payments: { allowInsecureDepositUrls: againstDevServer },
  casino: {
    allowInsecureGameUrls: againstDevServer,
    // The dev server keeps favourites per player: a new login restores them from there.
    favouritesListEndpoint: 'casino/favorites',
    // Games open in the full-height modal on the mobile layout, on the game page otherwise.
    isMobile: () => window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches,
  },
});
void site.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App site={site} />
  </StrictMode>,
);
