// The live overview renders progressively (docs/sportsbook-live.md): the first screen of live
// matches at once, the rest in idle steps. A player still reaches every match of the feed by
// scrolling and by keyboard, without layout shifts, on a phone and on a desktop.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { staysOpen } from './support/open-odds';
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
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput)
        window.__shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) => source.node && source.node.className).join(' | '),
        });
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

/** The ids of every live match the feed sent (the simulator is stopped: the feed stands still). */
function recordFeed(page: Page): Set<number> {
  const ids = new Set<number>();
  page.on('response', async (response) => {
    if (!response.url().includes('/sbapi/api/feed/liveeventlist') || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as {
      data?: { events: { id: number }[] }[];
    } | null;
    for (const league of body?.data ?? []) for (const event of league.events) ids.add(event.id);
  });
  return ids;
}

/**
 * Holds the browser's idle callbacks (the list's steps) until `window.__releaseIdle()`: the
 * list stays mid-way, its rest not rendered, for as long as the test needs.
 */
const HOLD_IDLE = `
  const realIdle = window.requestIdleCallback.bind(window);
  const realCancel = window.cancelIdleCallback.bind(window);
  let held = new Map();
  const handles = new Map();
  let next = 0;
  window.requestIdleCallback = (callback, options) => {
    if (!held) return realIdle(callback, options);
    next -= 1;
    held.set(next, callback);
    return next;
  };
  window.cancelIdleCallback = (handle) => {
    if (handle >= 0) return realCancel(handle);
    held?.delete(handle);
    if (handles.has(handle)) realCancel(handles.get(handle));
  };
  window.__releaseIdle = () => {
    const due = held;
    held = null;
    for (const [handle, callback] of due) handles.set(handle, realIdle(callback));
  };
`;

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

    // The player scrolls down with the wheel, half a screen at a time (each step once the
    // page has drawn the last one: a player reads as they go), to the end of the page.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, viewport.height / 2);
          await page.evaluate(
            () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
          );
          return page.evaluate(
            () =>
              (document.querySelector('.sb-list__rest') as HTMLElement | null)?.hidden === true &&
              window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
          );
        },
        { timeout: 150_000, interval: 50 },
      )
      .toBe(true);
    expect(feed.size).toBeGreaterThan(FIRST_SCREEN);
    expect(new Set(await renderedIds(page))).toEqual(feed);
    // The last match is on screen and can be opened.
    const last = page.locator('li.sb-row--live').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.isVisible()).toBe(true);
    const shifts = await page.evaluate(
      () => (window as { __shifts?: { value: number; moved: string }[] }).__shifts ?? [],
    );
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      JSON.stringify(shifts),
    ).toBeLessThanOrEqual(0.1);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);

  it('Tab goes from the first screen’s odds on to the matches after it', async () => {
    const context = await browser.newContext({ viewport, locale: 'tr-TR' });
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}spor/live/overview/1`);
    const rows = page.locator('li.sb-row--live');
    await rows.first().waitFor();
    // The last match of the first screen: its link, then Tab on through its odds and beyond.
    await rows
      .nth(FIRST_SCREEN - 1)
      .locator('a.sb-row__teams')
      .focus();
    const focusedRow = () =>
      page.evaluate(() => {
        const row = document.activeElement?.closest('li.sb-row--live');
        return row ? [...document.querySelectorAll('li.sb-row--live')].indexOf(row) : -1;
      });
    expect(await focusedRow()).toBe(FIRST_SCREEN - 1);
    // Each row holds a star, a link, its odds and "+N": Tab on until an odds button of a
    // match after the first screen has the focus.
    const onLaterOdd = () =>
      page.evaluate(
        (first) =>
          document.activeElement?.matches('button.sb-odd') === true &&
          [...document.querySelectorAll('li.sb-row--live')].indexOf(
            document.activeElement.closest('li.sb-row--live') as Element,
          ) >= first,
        FIRST_SCREEN,
      );
    for (let i = 0; i < 40 && !(await onLaterOdd()); i++) await page.keyboard.press('Tab');
    expect(await onLaterOdd()).toBe(true);
    const focused = page.locator(':focus');
    await expect.poll(() => focused.isVisible()).toBe(true);
    await context.close();
  }, 120_000);

  it('keeps an odd picked while the list is still rendering on the slip, through every later step', async () => {
    const context = await browser.newContext({ viewport, locale: 'tr-TR' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(HOLD_IDLE);
    await page.goto(`${stack.siteUrl}spor/live/overview/1`);
    const rows = page.locator('li.sb-row--live');
    await rows.first().waitFor();
    const rest = page.locator('.sb-list__rest');
    const mobile = viewport.width < 1000;
    // What the slip shows: the bar's badge on a phone, the column's rows on a desktop.
    const slipCount = () =>
      mobile
        ? page.locator('.sb-sheet-bar .sb-count').textContent()
        : page
            .locator('.sb-layout__right .sb-slip-odd')
            .count()
            .then((count) => String(count));

    // The first odd of each rendered match whose match stays open for bets (a refused pick
    // rolls back, rightly): picked, answered by the server, still pressed.
    const openOdds = async () => {
      const ids = await rows.evaluateAll((items) =>
        items.map((row) => row.querySelector('button.sb-odd')?.getAttribute('data-odd-id')),
      );
      return ids.filter((id): id is string => !!id && staysOpen(stack, Number(id)));
    };
    const pick = async (oddId: string) => {
      const odd = page.locator(`button.sb-odd[data-odd-id="${oddId}"]`);
      await odd.click();
      await expect.poll(() => odd.getAttribute('aria-busy')).toBeNull();
      expect(await odd.getAttribute('aria-pressed')).toBe('true');
    };

    // Mid-way: the first screen is there, the rest waits for idle time the test holds back.
    await expect.poll(() => rest.evaluate((room) => (room as HTMLElement).hidden)).toBe(false);
    const [first, second] = await openOdds();
    expect(second).toBeDefined();
    await pick(first as string);
    await expect.poll(slipCount).toBe('1');
    expect(await rest.evaluate((room) => (room as HTMLElement).hidden)).toBe(false);

    // The steps run; a second pick while they do; both stay on the slip to the last step.
    await page.evaluate(() => (window as { __releaseIdle?: () => void }).__releaseIdle?.());
    await pick(second as string);
    await expect.poll(slipCount).toBe('2');
    await expect
      .poll(() => rest.evaluate((room) => (room as HTMLElement).hidden), { timeout: 120_000 })
      .toBe(true);
    expect(await slipCount()).toBe('2');
    expect(await page.locator(`button.sb-odd[aria-pressed="true"]`).count()).toBeGreaterThanOrEqual(
      2,
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
