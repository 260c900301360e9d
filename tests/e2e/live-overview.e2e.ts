// The live overview renders progressively (docs/sportsbook-live.md): the first screen of live
// matches at once, the rest in idle steps. A player still reaches every match of the feed by
// scrolling and by keyboard, without layout shifts, on a phone and on a desktop.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type Stack, startStack } from './support/stack';

/** FIRST_SCREEN_ITEMS of packages/react/src/components/sportsbook/use-progressive-count.ts. */
const FIRST_SCREEN = 24;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
  // A still feed: the matches listed are the ones the page was sent.
  (stack.api.domains.sportsbook as { simulator: { stop(): void } }).simulator.stop();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** Rows at the first paint that showed any, and every layout shift without recent input. */
const PROBE = `
  window.__firstRows = null;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  const rowsObserver = new MutationObserver(() => {
    const rows = document.querySelectorAll('li.sb-row--live').length;
    if (rows > 0 && window.__firstRows === null) {
      window.__firstRows = rows;
      rowsObserver.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () =>
    rowsObserver.observe(document.body, { childList: true, subtree: true }),
  );
`;

/** The ids of the live matches the feed sent, per sport (the last answer of each). */
function recordFeed(page: Page): Map<number, number[]> {
  const bySport = new Map<number, number[]>();
  page.on('response', async (response) => {
    if (!response.url().includes('/sbapi/api/feed/liveeventlist') || !response.ok()) return;
    const sportId = (response.request().postDataJSON() as { sportId: number }).sportId;
    const body = (await response.json().catch(() => null)) as unknown;
    const leagues = (Array.isArray(body) ? body : (body as { data?: unknown })?.data) as
      | { events: { id: number }[] }[]
      | undefined;
    if (Array.isArray(leagues))
      bySport.set(
        sportId,
        leagues.flatMap((league) => league.events.map((event) => event.id)),
      );
  });
  return bySport;
}

const renderedIds = (page: Page) =>
  page.$$eval('li.sb-row--live', (rows) => rows.map((row) => Number(row.dataset.eventId)));

describe.each([
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
])('the live overview on a $name', ({ viewport }) => {
  it('paints the first screen only, then scrolling reaches every match of the feed without a shift', async () => {
    const context = await browser.newContext({ viewport, locale: 'tr-TR' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(PROBE);
    const feed = recordFeed(page);
    await page.goto(`${stack.siteUrl}spor/live/overview/1`);
    await page.locator('li.sb-row--live').first().waitFor();
    const firstRows = await page.evaluate(() => (window as { __firstRows?: number }).__firstRows);
    expect(firstRows).toBeGreaterThan(0);
    expect(firstRows).toBeLessThanOrEqual(FIRST_SCREEN);

    // The player scrolls to the end of the page until nothing is left to render.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return page.locator('.sb-list__rest').isHidden();
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    const sent = [...feed.values()].flat();
    expect(sent.length).toBeGreaterThan(FIRST_SCREEN);
    const shown = await renderedIds(page);
    expect(new Set(shown)).toEqual(new Set(sent));
    // The last match is on screen and can be opened.
    const last = page.locator('li.sb-row--live').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.isVisible()).toBe(true);
    const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? []);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('Tab goes from the first screen’s odds on to the matches after it', async () => {
    const context = await browser.newContext({ viewport, locale: 'tr-TR' });
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}spor/live/overview/1`);
    const rows = page.locator('li.sb-row--live');
    await rows.first().waitFor();
    // The last match of the first screen: its last odds button, then Tab onwards.
    const edge = rows.nth(FIRST_SCREEN - 1);
    await edge.locator('button.sb-odd').last().focus();
    const focusedRow = () =>
      page.evaluate(() => {
        const row = document.activeElement?.closest('li.sb-row--live');
        return row ? [...document.querySelectorAll('li.sb-row--live')].indexOf(row) : -1;
      });
    expect(await focusedRow()).toBe(FIRST_SCREEN - 1);
    // Each row holds a star, a link, its odds and "+N": a few Tabs reach the next rows' odds.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await focusedRow()).toBeGreaterThan(FIRST_SCREEN - 1);
    const focused = page.locator(':focus');
    await expect.poll(() => focused.isVisible()).toBe(true);
    await context.close();
  });
});
