import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test/render-with-site';
import { OddsAnnouncer } from './odds-announcer';
import { OddsButton } from './odds-button';
import { slipRoutes } from './sportsbook-story-kit';

const ODD = 700_000_011;

function renderButton() {
  const commits = { count: 0 };
  const view = renderWithSite(
    <Profiler id="odds" onRender={() => commits.count++}>
      <OddsAnnouncer>
        <OddsButton
          oddId={ODD}
          rate={1.85}
          label="1"
          eventName="Galatasaray - Fenerbahçe"
          marketName="Maç Sonucu"
        />
      </OddsAnnouncer>
    </Profiler>,
    { routes: slipRoutes([]) },
  );
  const push = (odd: number, changeType: 1 | -1) =>
    act(() => {
      view.site.sportsbook.odds.applyOddChanges([{ id: ODD, odd, changeType }]);
    });
  const clock = view.site.env.clock as unknown as { advance(ms: number): void };
  return { ...view, push, clock, commits };
}

describe('OddsButton', () => {
  it('shows a pushed price with its highlight (and CSS arrow) and spoken change, then drops the highlight', () => {
    const { push, clock } = renderButton();
    const button = screen.getByRole('button', {
      name: '1 1,85, Galatasaray - Fenerbahçe, Maç Sonucu',
    });
    push(2.05, 1);
    expect(button.getAttribute('aria-label')).toBe(
      '1 2,05 yükseldi, Galatasaray - Fenerbahçe, Maç Sonucu',
    );
    expect(button.dataset.direction).toBe('up');
    push(1.9, -1);
    expect(button.getAttribute('aria-label')).toBe(
      '1 1,90 düştü, Galatasaray - Fenerbahçe, Maç Sonucu',
    );
    expect(button.dataset.direction).toBe('down');
    act(() => clock.advance(3000));
    expect(button.dataset.direction).toBeUndefined();
    expect(button.getAttribute('aria-label')).toBe('1 1,90, Galatasaray - Fenerbahçe, Maç Sonucu');
  });

  // Issue 24: a push writes the price onto the button without a React render (the odds bench's
  // floor does the same writes); what React renders later agrees with what was written.
  it('writes pushed prices without re-rendering, and renders the latest price in a new format', () => {
    const { push, commits, site } = renderButton();
    const button = screen.getByRole('button', { name: /^1 1,85,/ });
    const rate = button.querySelector('.sb-odd__rate') as HTMLElement;
    const before = commits.count;
    push(2.05, 1);
    push(2.4, 1);
    expect(rate.textContent).toBe('2,40');
    expect(button.getAttribute('aria-label')).toBe(
      '1 2,40 yükseldi, Galatasaray - Fenerbahçe, Maç Sonucu',
    );
    expect(commits.count).toBe(before);

    act(() => site.sportsbook.oddsFormat.setOddsFormat('fractional'));
    expect(rate.textContent).toBe('7/5');
    expect(button.getAttribute('aria-label')).toBe(
      '1 7/5 yükseldi, Galatasaray - Fenerbahçe, Maç Sonucu',
    );
    push(1.5, -1);
    expect(rate.textContent).toBe('1/2');
    // Rendered again in the first format: the pushed price, not the feed's 1,85.
    act(() => site.sportsbook.oddsFormat.setOddsFormat('decimal'));
    expect(rate.textContent).toBe('1,50');
  });

  it('locks on an absurd pushed price: no "Infinity", no huge number, no announcement (issue 25)', () => {
    const { push } = renderButton();
    for (const absurd of [1e308, 1e21, 1.0000001]) {
      push(absurd, -1);
      expect(screen.queryByRole('button')).toBeNull();
      const locked = screen.getByRole('img');
      expect(locked.getAttribute('aria-label')).toBe(
        '1 kapalı, Galatasaray - Fenerbahçe, Maç Sonucu',
      );
      expect(document.body.textContent).not.toMatch(/Infinity|e\+|\d{9}/);
    }
    push(1.9, -1);
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe(
      '1 1,90 düştü, Galatasaray - Fenerbahçe, Maç Sonucu',
    );
  });

  it('announces a change of the focused odd in the polite region, not of others', () => {
    const { push } = renderButton();
    const region = screen.getByRole('status');
    push(2.05, 1);
    expect(region.textContent).toBe('');
    act(() => screen.getByRole('button').focus());
    push(2.2, 1);
    expect(region.textContent).toBe('Galatasaray - Fenerbahçe, Maç Sonucu 1: 2,20, yükseldi');
  });
});
