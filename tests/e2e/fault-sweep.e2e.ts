import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { logInFromHeader } from './support/log-in';
import { type Stack, startStack } from './support/stack';

// Every route of the spec with the API failing, as a player on a bad day meets it: each call
// answers 500, or `success: false`, or malformed data. A screen may fail, but it says so: no
// white screen, no spinner left turning, no leaked value, no page error.

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

// One route per screen kind (the other casino lobbies, history pages and dashboard sections
// share these screens' components).
const ROUTES = [
  '/',
  '/promotions',
  '/pages',
  '/casino/slot',
  '/spor/live/overview/1',
  '/spor/prematch',
  '/spor/prematch/upcoming/1?hour=12',
  '/spor/prematch/prematch-detail/1',
  '/spor/live/event-view/1/1',
  '/dashboard',
  '/dashboard/deposit',
  '/dashboard/financial-activities',
  '/dashboard/bets',
];

const NEVER_ON_SCREEN = [/\bundefined\b/, /\bNaN\b/, /\[object Object\]/];

describe.each(['http500', 'fail', 'malformed'] as const)(
  'every route while the API answers %s',
  (kind) => {
    let context: BrowserContext;
    let page: Page;
    const pageErrors: string[] = [];

    beforeAll(async () => {
      context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        locale: 'tr-TR',
      });
      page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.goto(stack.siteUrl);
      await logInFromHeader(page, 'player1');
      stack.api.faults.set({ route: '*', kind });
    });

    afterAll(async () => {
      stack.api.faults.clear();
      await context?.close();
    });

    it.each(ROUTES)('%s', async (route) => {
      await page.goto(new URL(route.slice(1), stack.siteUrl).href);
      await page.locator('main').first().waitFor();
      // Every loading state ends (in a failure, a retry or cached data) within the calls' timeouts.
      await expect
        .poll(() => page.locator('main [aria-busy="true"], main .sb-skeleton').count(), {
          timeout: 15_000,
        })
        .toBe(0);
      // biome-ignore lint/performance/useDomNodeTextContent: visible text only, on purpose
      const text = await page.locator('main').innerText();
      expect(text.trim(), route).not.toBe('');
      for (const pattern of NEVER_ON_SCREEN) expect(text, route).not.toMatch(pattern);
      expect(pageErrors, route).toEqual([]);
    });
  },
);
