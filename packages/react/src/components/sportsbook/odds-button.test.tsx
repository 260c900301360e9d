import { act, screen } from '@testing-library/react';
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test/render-with-site';
import { OddsAnnouncer } from './odds-announcer';
import { OddsButton } from './odds-button';
import { setMembership } from './set-membership';
import { slipRoutes } from './sportsbook-story-kit';

const ODD = 700_000_011;

function renderButton() {
  const view = renderWithSite(
    <OddsAnnouncer>
      <OddsButton
        oddId={ODD}
        rate={1.85}
        label="1"
        eventName="Galatasaray - Fenerbahçe"
        marketName="Maç Sonucu"
      />
    </OddsAnnouncer>,
    { routes: slipRoutes([]) },
  );
  const push = (odd: number, changeType: 1 | -1) =>
    act(() => {
      view.site.sportsbook.odds.applyOddChanges([{ id: ODD, odd, changeType }]);
    });
  const clock = view.site.env.clock as unknown as { advance(ms: number): void };
  return { ...view, push, clock };
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

describe('setMembership', () => {
  it('tells only the ids that entered or left the set', () => {
    const $ids = atom<ReadonlySet<number>>(new Set([1]));
    const membership = setMembership($ids);
    const one = vi.fn();
    const two = vi.fn();
    const three = vi.fn();
    const stops = [
      membership.listen(1, one),
      membership.listen(2, two),
      membership.listen(3, three),
    ];
    $ids.set(new Set([1, 2]));
    expect([one.mock.calls.length, two.mock.calls.length, three.mock.calls.length]).toEqual([
      0, 1, 0,
    ]);
    $ids.set(new Set([2]));
    expect([one.mock.calls.length, two.mock.calls.length, three.mock.calls.length]).toEqual([
      1, 1, 0,
    ]);
    expect([membership.has(1), membership.has(2)]).toEqual([false, true]);
    for (const stop of stops) stop();
    $ids.set(new Set([3]));
    expect(three).not.toHaveBeenCalled();
    expect(membership.has(3)).toBe(true);
  });
});
