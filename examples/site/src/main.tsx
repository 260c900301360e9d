import '@site/react/styles.css';
import './site.css';
import { createSite, isMobileWidth } from '@site/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// In development the demo runs against the contract dev server, whose stand-in game and payment
// pages are plain http. A production build keeps the core's https-only default.
const againstDevServer = import.meta.env.DEV;

const site = createSite({
  payments: { allowInsecureDepositUrls: againstDevServer },
  casino: {
    allowInsecureGameUrls: againstDevServer,
    // The dev server keeps favourites per player: a new login restores them from there.
    favouritesListEndpoint: 'casino/favorites',
    // Games open in the full-height modal on the mobile layout, on the game page otherwise.
    isMobile: () => isMobileWidth(window.innerWidth),
    // The dev server draws the jackpot cards' art.
    jackpotAssetBase: '/api/casino/assets/jackpots/',
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
