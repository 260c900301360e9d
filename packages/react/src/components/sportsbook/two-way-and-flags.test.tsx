import type { PrematchEventRow } from '@site/core/sportsbook';
import { league, ok } from '@site/core/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render-with-site';
import { EventMarketsView } from './event-markets-view';
import { EventRow } from './event-row';
import { LiveEventList } from './live-event-list';
import { MatchCard } from './match-card';
import { LIVE_ROUTES, slipRoutes, storyLiveEvent } from './sportsbook-story-kit';

const cell = (oddId: number | null, rate: number | null) => ({
  oddId,
  rate,
  locked: oddId === null,
});

/** An NBA match as the core hands it over: no X, no double chance (issue 23). */
const NBA: PrematchEventRow = {
  id: 1,
  sportId: 2,
  competitionId: 756,
  competitionName: 'NBA',
  groupName: 'ABD',
  countryCode: 'us',
  homeName: 'Boston Celtics',
  awayName: 'Miami Heat',
  kickoff: null,
  date: '27.11',
  time: '02:30',
  status: 'O',
  locked: false,
  moreMarkets: 7,
  twoWay: true,
  winner: { home: cell(11, 1.55), draw: cell(null, null), away: cell(13, 2.45) },
  doubleChance: {
    homeOrDraw: cell(null, null),
    homeOrAway: cell(null, null),
    drawOrAway: cell(null, null),
  },
  totalGoals: { line: 162.5, under: cell(17, 1.9), over: cell(18, 1.9) },
};

const render = (ui: React.ReactNode) => renderWithSite(ui, { routes: slipRoutes([]) });

describe('sports without a draw and country flags (issue 23)', () => {
  it('a match card shows 1 and 2 only, with the league’s flag', () => {
    const { container } = render(
      <MatchCard event={NBA} meta="Basketbol · ABD - NBA" when="02:30" href="/x" />,
    );
    const card = screen.getByRole('article', { name: 'Boston Celtics - Miami Heat' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1 1,55', '2 2,45']);
    const flag = container.querySelector('.sb-card__league img.sb-flag');
    expect(flag?.getAttribute('src')).toMatch(/\/flags\/4x3\/us\.svg$/);
  });

  it('an event row shows 1 and 2, no X and no double chance, and the flag on its competition line', () => {
    const { container } = render(
      <ul>
        <EventRow event={NBA} competition="ABD · NBA" when={{ top: '27.11', bottom: '02:30' }} />
      </ul>,
    );
    expect(
      container.querySelector('.sb-row__competition img.sb-flag')?.getAttribute('src'),
    ).toMatch(/\/flags\/4x3\/us\.svg$/);
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names.some((name) => /^1 1,55/.test(name ?? ''))).toBe(true);
    expect(names.some((name) => /^2 2,45/.test(name ?? ''))).toBe(true);
    expect(names.some((name) => /^(X|1X|12|X2) /.test(name ?? ''))).toBe(false);
  });

  it('the match page lists no draw and no double chance for a two-way match', () => {
    render(<EventMarketsView event={NBA} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Maç Sonucu',
      'Toplam Gol 162.5',
    ]);
    expect(screen.queryByRole('button', { name: /^X / })).toBeNull();
  });

  it('a three-way match keeps X and double chance', () => {
    render(
      <ul>
        <EventRow
          event={{ ...NBA, twoWay: false, winner: { ...NBA.winner, draw: cell(12, 3.4) } }}
          when={{ top: '27.11', bottom: '02:30' }}
        />
      </ul>,
    );
    expect(screen.getByRole('button', { name: /^X 3,40/ })).toBeTruthy();
  });

  it('the live list’s league headers show the league’s flag', async () => {
    const { container } = renderWithSite(<LiveEventList sportId={1} />, {
      routes: {
        ...LIVE_ROUTES,
        'POST /sbapi/api/feed/liveeventlist': () =>
          ok([
            {
              ...league('Türkiye - Süper Lig', [storyLiveEvent(101, 'Galatasaray', 'Fenerbahçe')]),
              countryCode: 'tr',
            },
          ]),
      },
    });
    await screen.findByText('Galatasaray');
    expect(container.querySelector('.sb-group__title img.sb-flag')?.getAttribute('src')).toMatch(
      /\/flags\/4x3\/tr\.svg$/,
    );
  });
});
