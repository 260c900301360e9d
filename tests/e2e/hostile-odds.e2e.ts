// Issue 25: absurd odds from the hub. Pushed to every odd on screen (and one on the slip), in
// each odds format, at a desktop and a phone width: no price is formatted (the odds lock), no
// text is non-finite or huge, and the page never grows wider than the window.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { logInFromHeader } from './support/log-in';
import { type Stack, startStack } from './support/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ liveEvents: 40 }), launchChromium()]);
  (stack.api.domains.sportsbook as { simulator: { stop(): void } }).simulator.stop();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

// What a hostile hub sent: 1e308 rendered 312 characters, 1e21 25 digits, 1.0000001 "-Infinity".
const ABSURD = [1e308, 1e21, 1.0000001, 10_000.5, 0.5];
const FORMATS = ['Ondalık', 'Amerikan', 'Kesirli'];

describe('hostile odds from the hub', () => {
  it.each([
    { name: 'desktop', viewport: { width: 1440, height: 900 }, mobile: false },
    { name: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
  ])(
    'lock on $name: no page wider than the window, no non-finite text',
    async ({ viewport, mobile }) => {
      const context = await browser.newContext({ viewport, locale: 'tr-TR' });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      page.setDefaultTimeout(60_000);
      // The first visit compiles the demo in Vite: slow on a busy machine.
      await page.goto(`${stack.siteUrl}spor/prematch`, { timeout: 180_000 });
      await logInFromHeader(page, mobile ? 'vip1' : 'player1');
      const buttons = page.locator('.sb-rows button.sb-odd');
      await buttons.first().waitFor();
      const first = buttons.first();
      const slipOddId = Number(await first.getAttribute('data-odd-id'));
      await first.click();
      await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
      const ids = await buttons.evaluateAll((all) =>
        all.slice(0, 60).map((button) => Number(button.getAttribute('data-odd-id'))),
      );
      // The hub is connected once the player's pushes arrive: a harmless change first.
      stack.api.hubs.broadcast('sbnotify', 'oddChanged', [
        { id: ids[1], odd: 1.77, changeType: 1 },
      ]);
      await expect.poll(() => buttons.nth(1).locator('.sb-odd__rate').textContent()).toBe('1,77');

      let cases = 0;
      let wider = 0;
      let nonFinite = 0;
      for (const [index, odd] of ABSURD.entries()) {
        stack.api.hubs.broadcast(
          'sbnotify',
          'oddChanged',
          ids.map((id) => ({ id, odd, changeType: index % 2 === 0 ? 1 : -1 })),
        );
        // Every pushed odd locks: none of them is a button any more.
        await expect.poll(() => page.locator(`button[data-odd-id="${ids[0]}"]`).count()).toBe(0);
        for (const format of FORMATS) {
          if (mobile) await page.locator('.sb-sheet-bar').click();
          const scope = mobile ? page.getByRole('dialog', { name: 'Bahis kuponu' }) : page;
          await scope.getByLabel('Oran biçimi').selectOption({ label: format });
          const slipRate = scope.locator('.sb-slip-odd__rate').first();
          await expect.poll(() => slipRate.textContent()).toBe('kapalı');
          const seen = await page.evaluate(() => ({
            width: document.documentElement.scrollWidth,
            window: window.innerWidth,
            // What is rendered (innerText): the text a player sees, not scripts or hidden nodes.
            // biome-ignore lint/performance/useDomNodeTextContent: rendered text is the point
            text: document.body.innerText,
            labels: [...document.querySelectorAll('[aria-label]')]
              .map((element) => element.getAttribute('aria-label') ?? '')
              .join('\n'),
          }));
          cases++;
          if (seen.width > seen.window) wider++;
          if (/Infinity|NaN|\de\+|\d{12}/.test(seen.text + seen.labels)) nonFinite++;
          if (mobile)
            await page
              .getByRole('dialog', { name: 'Bahis kuponu' })
              .getByRole('button', { name: 'Kapat', exact: true })
              .click();
        }
      }
      expect(await page.locator(`button[data-odd-id="${slipOddId}"]`).count()).toBe(0);
      console.log(
        `hostile odds (${viewport.width} px): ${cases} cases, pages wider than the window ${wider}, non-finite text ${nonFinite}`,
      );
      expect({ wider, nonFinite }).toEqual({ wider: 0, nonFinite: 0 });
      expect(pageErrors).toEqual([]);
      await context.close();
    },
    300_000,
  );
});
