import '@site/react/styles.css';
import './brand.css';
import { loadSiteTexts } from '@site/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { brand } from './brand';
import { createBrandSite } from './sdk';

const site = createBrandSite();
// What the error boundaries catch; an operator sends this to its monitoring instead.
site.errors.on('error', ({ where, error }) => console.error(`[site] ${where}:`, error));
void site.start();
document.title = brand.name;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first paint waits for the shown language's dictionary; the other one loads on a switch.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App site={site} />
    </StrictMode>,
  );
void loadSiteTexts(site).then(render, render);
