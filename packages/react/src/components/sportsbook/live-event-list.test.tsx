import { ok } from '@site/core/testing';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FarIntersectionObserver } from '../../test/intersection-observer-stub';
import { renderWithSite } from '../../test/render-with-site';
import { LiveEventList } from './live-event-list';
import { SportsbookLayout } from './sportsbook-layout';
import { LONG_LIVE_FEED, LONG_LIVE_ROUTES, slipOdd } from './sportsbook-story-kit';
import { FIRST_SCREEN_ITEMS, ITEMS_PER_STEP } from './use-progressive-count';

/** The browser's idle callbacks by handle, run when the test says the browser is idle. */
const idle = new Map<number, () => void>();
let handles = 0;
const runIdle = () => {
  const due = [...idle.values()];
  idle.clear();
  act(() => {
    for (const callback of due) callback();
  });
};

const rows = (container: HTMLElement) => [...container.querySelectorAll('li.sb-row--live')];

function renderList() {
  // What the first paint holds: the rows when the first of them enters the page.
  const painted: number[] = [];
  const observer = new MutationObserver(() => {
    const count = document.querySelectorAll('li.sb-row--live').length;
    if (count > 0 && painted.length === 0) painted.push(count);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const view = renderWithSite(<LiveEventList sportId={1} />, {
    routes: LONG_LIVE_ROUTES,
  });
  return { ...view, painted, stop: () => observer.disconnect() };
}

beforeEach(() => {
  idle.clear();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle.set(++handles, callback);
    return handles;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
  // The unrendered rest starts far below the screen: only idle steps and focus bring rows
  // (the setup's observer reports everything on screen, which would hurry every step).
  vi.stubGlobal('IntersectionObserver', FarIntersectionObserver);
});
afterEach(() => {
  // Unmounted while the stubs are still there: the list cancels its pending step.
  cleanup();
  vi.unstubAllGlobals();
});

describe('the live list renders progressively', () => {
  it('the first paint holds the first screen; idle steps add the rest, in order, to the last match', async () => {
    const { container, painted, stop } = renderList();
    await screen.findByText('Home 1000');
    stop();
    expect(painted).toEqual([FIRST_SCREEN_ITEMS]);
    expect(rows(container)).toHaveLength(FIRST_SCREEN_ITEMS);
    // The league cut part way keeps its heading; the third league is not there yet.
    expect(screen.getByRole('heading', { name: /Premier Lig/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /La Liga/ })).toBeNull();

    runIdle();
    expect(rows(container)).toHaveLength(FIRST_SCREEN_ITEMS + ITEMS_PER_STEP);
    while (idle.size > 0) runIdle();
    expect(rows(container).map((row) => row.getAttribute('data-event-id'))).toEqual(
      LONG_LIVE_FEED.flatMap((group) =>
        (group.events as { id: number }[]).map((event) => String(event.id)),
      ),
    );
    expect(screen.getByText('Home 1219')).toBeTruthy();
    // Nothing left to render: no room kept under the last league.
    expect(container.querySelector<HTMLElement>('.sb-list__rest')?.hidden).toBe(true);
  });

  it('focus reaching the rendered rows brings the next step at once (Tab never leaves the list early)', async () => {
    const { container } = renderList();
    await screen.findByText('Home 1000');
    const last = rows(container).at(-1) as HTMLElement;
    const odd = last.querySelector('button.sb-odd') as HTMLButtonElement;
    // jsdom fires focusin on focus(), as a browser does on Tab.
    act(() => odd.focus());
    // No idle step ran: the focus itself rendered the next matches, odds buttons and all.
    const after = rows(container);
    expect(after).toHaveLength(FIRST_SCREEN_ITEMS + ITEMS_PER_STEP);
    expect(after.at(-1)?.querySelectorAll('button.sb-odd').length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(odd);
  });

  it('a scroll bringing the unrendered rest near the screen renders the next step at once', async () => {
    const { container } = renderList();
    await screen.findByText('Home 1000');
    expect(rows(container)).toHaveLength(FIRST_SCREEN_ITEMS);
    act(() => FarIntersectionObserver.intersect(container.querySelector('.sb-list__rest')));
    // No idle step ran: being near the screen was enough.
    expect(rows(container)).toHaveLength(FIRST_SCREEN_ITEMS + ITEMS_PER_STEP);
  });
});

describe('the slip beside a list still rendering (s26 CI: a desktop slip column stayed empty)', () => {
  /** A server slip: toggleOdd adds or removes, betslip answers what it holds. */
  function slipServer() {
    const held = new Set<number>();
    return {
      held,
      routes: {
        'GET /sbapi/api/sportsbook/betslip': () =>
          ok({
            oddList: [...held].map((id) => slipOdd(id, `Slip odd ${id}`, '1', { isLive: true })),
            message: null,
            multipleBet: null,
          }),
        'POST /sbapi/api/sportsbook/toggleOdd': (request: { body: unknown }) => {
          const { oddId } = request.body as { oddId: number };
          if (!held.delete(oddId)) held.add(oddId);
          return ok(null);
        },
        'GET /sbapi/api/sportsbook/mybets': () => ok([]),
      },
    };
  }

  const slipRows = (container: HTMLElement) =>
    [...container.querySelectorAll('.sb-layout__right .sb-slip-odd')].map(
      (row) => row.textContent ?? '',
    );

  it('shows an odd clicked in the list, and one added through the core, while steps are pending and running', async () => {
    const server = slipServer();
    const { container, site } = renderWithSite(
      <SportsbookLayout>
        <LiveEventList sportId={1} />
      </SportsbookLayout>,
      { width: 1440, routes: { ...LONG_LIVE_ROUTES, ...server.routes } },
    );
    await waitFor(() => expect(rows(container).length).toBeGreaterThan(0));
    await act(() => site.settled());
    // Mid-way: the first screen is there, a step waits for the browser to be idle.
    expect(rows(container)).toHaveLength(FIRST_SCREEN_ITEMS);
    expect(idle.size).toBe(1);

    // A click on a rendered row's odd: the slip column lists it, the list still mid-way.
    const odd = rows(container)[3]?.querySelector('button.sb-odd') as HTMLButtonElement;
    const oddId = Number(odd.dataset.oddId);
    fireEvent.click(odd);
    await waitFor(() => expect(server.held.has(oddId)).toBe(true));
    await act(() => site.settled());
    await waitFor(() =>
      expect(slipRows(container)).toEqual([expect.stringContaining(`Slip odd ${oddId}`)]),
    );
    expect(odd.getAttribute('aria-pressed')).toBe('true');
    expect(rows(container).length).toBeLessThan(LONG_LIVE_FEED.length * 20);

    // An add through the core in the same task as a list step (both transitions at once).
    const otherId = 777_001;
    act(() => {
      for (const callback of idle.values()) callback();
      idle.clear();
      void site.betSlip.toggleOdd({ oddId: otherId, isLive: true });
    });
    await act(() => site.settled());
    await waitFor(() => expect(slipRows(container)).toHaveLength(2));
    expect(slipRows(container)[1]).toContain(`Slip odd ${otherId}`);
    expect(rows(container)).toHaveLength(FIRST_SCREEN_ITEMS + ITEMS_PER_STEP);

    // Every later step keeps both on the slip, to the end of the list.
    while (idle.size > 0) {
      runIdle();
      expect(slipRows(container)).toHaveLength(2);
    }
    expect(rows(container)).toHaveLength(LONG_LIVE_FEED.length * 20);
  });
});
