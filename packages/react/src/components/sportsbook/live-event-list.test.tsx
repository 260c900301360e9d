import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test/render-with-site';
import { LiveEventList } from './live-event-list';
import { LONG_LIVE_FEED, LONG_LIVE_ROUTES } from './sportsbook-story-kit';
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
});
