import './style.css';
import { createScope, h } from './dom';
import { createVanillaSite } from './sdk';
import { t } from './texts';
import { betSlipPanel, slipJump } from './views/bet-slip';
import { casinoLobby } from './views/casino-lobby';
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
    casinoLobby(site, scope),
  ),
  slipJump(site, scope),
  toastRegion(site, scope),
);
void site.start();

// Spec 000: after a logout (or a player's 401) the page goes home and reloads, which also
// drops every store of the previous player.
scope.add(
  site.session.on('logged-out', ({ redirectTo, reloadAfterMs }) => {
    window.setTimeout(() => window.location.assign(redirectTo), reloadAfterMs);
  }),
);

// Leaving the page (or a host app unmounting it) stops polling, listeners and the hubs.
window.addEventListener('pagehide', () => {
  scope.dispose();
  void site.dispose();
});
