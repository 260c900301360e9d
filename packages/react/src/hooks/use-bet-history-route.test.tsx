import { createSite } from '@site/core';
import { accountModule } from '@site/core/account';
import { casinoModule } from '@site/core/casino';
import { shellModule } from '@site/core/shell';
import { createTestEnv, ok } from '@site/core/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HistoryNav } from '../components/dashboard/history-nav';
import { DashboardPage } from '../components/pages/dashboard-page';
import { SiteProvider } from '../provider/site-provider';
import { renderWithSite } from '../test/render-with-site';

const player = { username: 'ayse.demir', balance: 100 };

/** A casino-only white label: the kernel with the shell, casino and account modules. */
function renderCasinoOnly() {
  const env = createTestEnv({
    storage: {
      anonymousToken: '"anonymous"',
      authData: JSON.stringify({ token: 't', username: player.username, group: 1, balance: 100 }),
    },
    routes: { 'GET /api/cms/grouped': () => ok({}) },
  });
  const site = createSite({ env, modules: [shellModule(), casinoModule(), accountModule()] });
  const location = memoryLocation({ path: '/dashboard' });
  render(
    <SiteProvider site={site} onLoggedOut={() => {}}>
      <Router hook={location.hook}>
        <DashboardPage />
        <HistoryNav />
      </Router>
    </SiteProvider>,
  );
}

const links = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the bets page link', () => {
  it('is on the dashboard and the history pages of a site with the sportsbook', () => {
    renderWithSite(
      <>
        <DashboardPage />
        <HistoryNav />
      </>,
      { player, path: '/dashboard' },
    );
    expect(links('Hesap bölümleri')).toContain('/dashboard/bets');
    expect(links('Hesap geçmişi')).toContain('/dashboard/bets');
  });

  it('is left out on a casino-only site, which has no bets page', () => {
    renderCasinoOnly();
    expect(links('Hesap bölümleri')).toHaveLength(7);
    expect(links('Hesap bölümleri')).not.toContain('/dashboard/bets');
    expect(links('Hesap geçmişi')).not.toContain('/dashboard/bets');
    expect(links('Hesap geçmişi')).toContain('/dashboard/game-history');
  });
});
