import '@site/react/styles.css';
import './site.css';
import { createSite } from '@site/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const site = createSite();
void site.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App site={site} />
  </StrictMode>,
);
