import './style.css';
import { createScope, h } from './dom';
import { createVanillaSite } from './sdk';
import { t } from './texts';
import { betSlipPanel } from './views/bet-slip';
import { header } from './views/header';
import { liveList } from './views/live-list';
import { toastRegion } from './views/toasts';

const site = createVanillaSite();
const scope = createScope();
const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');

const skip = h('a', { class: 'skip', href: '#main' });
scope.add(site.i18n.$locale.subscribe((locale) => (skip.textContent = t(locale, 'skip'))));
root.append(
  skip,
  header(site, scope),
  h(
    'main',
    { id: 'main', class: 'layout', tabindex: -1 },
    liveList(site, scope),
    betSlipPanel(site, scope),
  ),
  toastRegion(site, scope),
);
void site.start();

// Leaving the page (or a host app unmounting it) stops polling, listeners and the hubs.
window.addEventListener('pagehide', () => {
  scope.dispose();
  void site.dispose();
});
