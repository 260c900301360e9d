import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render-with-site';
import { BreadcrumbBar } from '../breadcrumb/breadcrumb-bar';
import { MatchDetailScreen, UpcomingScreen } from './sportsbook-screens';
import { EVENT_MARKETS_ROUTES, PREMATCH_ROUTES, slipRoutes } from './sportsbook-story-kit';

const routes = { ...PREMATCH_ROUTES, ...EVENT_MARKETS_ROUTES, ...slipRoutes([]) };

const trail = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Konumunuz' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent,
      href: item.querySelector('a')?.getAttribute('href') ?? null,
      current: item.querySelector('[aria-current="page"]') !== null,
    }));
};

describe('sportsbook breadcrumbs (spec 000 §2)', () => {
  it('match page: Home / Sports / sport / competition / the match', async () => {
    renderWithSite(
      <>
        <BreadcrumbBar />
        <MatchDetailScreen eventId={301} />
      </>,
      { routes, width: 1440, path: '/spor/prematch/prematch-detail/301' },
    );
    await screen.findByRole('heading', { level: 1, name: /Galatasaray/ });
    await screen.findByText('Futbol', { selector: '.site-breadcrumb__item span' });
    expect(await trail()).toEqual([
      { text: 'Ana Sayfa', href: '/', current: false },
      { text: 'Spor', href: '/spor/prematch', current: false },
      { text: 'Futbol', href: null, current: false },
      { text: 'Türkiye · Süper Lig', href: null, current: false },
      { text: 'Galatasaray - Fenerbahçe', href: null, current: true },
    ]);
  });

  it('upcoming page: Home / Sports / Upcoming matches / the hour window', async () => {
    renderWithSite(
      <>
        <BreadcrumbBar />
        <UpcomingScreen hour={6} />
      </>,
      { routes, width: 1440, path: '/spor/prematch/upcoming/1' },
    );
    await screen.findByText('Önümüzdeki 6 saat');
    expect((await trail()).slice(2)).toEqual([
      { text: 'Yaklaşan maçlar', href: '/spor/prematch/upcoming/1', current: false },
      { text: 'Önümüzdeki 6 saat', href: null, current: true },
    ]);
  });
});
