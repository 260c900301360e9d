import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { logInFromHeader } from './support/log-in';
import { isOnTop } from './support/on-top';
import { type Stack, startStack } from './support/stack';

const screenshots = resolve(import.meta.dirname, '__screenshots__');
mkdirSync(screenshots, { recursive: true });

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
  (stack.api.domains.sportsbook as { simulator: { stop(): void } }).simulator.stop();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('toasts on a phone (390 px)', () => {
  it('show above the bet slip sheet and its scrim, readable and closable', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'tr-TR',
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${stack.siteUrl}spor/prematch`);
    await logInFromHeader(page, 'player1');
    await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });

    const odd = page.locator('.sb-rows .sb-row').first().locator('button.sb-odd').first();
    await odd.click();
    await expect.poll(() => odd.getAttribute('aria-pressed')).toBe('true');

    // A toast already up when the sheet opens moves into it (a refused toggle's error).
    stack.api.faults.set({ route: 'sportsbook/toggleOdd', kind: 'fail', times: 1 });
    const second = page.locator('.sb-rows .sb-row').nth(1).locator('button.sb-odd').first();
    await second.click();
    await page.locator('.Toastify__toast--error').first().waitFor();
    await page.locator('.sb-sheet-bar').click();
    const sheet = page.getByRole('dialog', { name: 'Bahis kuponu' });
    const moved = sheet.locator('.Toastify__toast--error');
    await moved.waitFor();
    await expect.poll(() => isOnTop(moved)).toBe(true);

    // A toast raised while the sheet is open shows inside it, above the scrim.
    await moved.getByRole('button', { name: 'Bildirimi kapat' }).click();
    await moved.waitFor({ state: 'detached' });
    stack.api.faults.set({ route: 'sportsbook/toggleOdd', kind: 'fail', times: 1 });
    await sheet
      .getByRole('button', { name: /kupondan çıkar/ })
      .first()
      .click();
    const raised = sheet.locator('.Toastify__toast--error');
    await raised.waitFor();
    await expect.poll(() => isOnTop(raised)).toBe(true);
    // Fully opaque once in (it slides, never fades): its text keeps its contrast.
    expect(await raised.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: resolve(screenshots, 'toast-above-bet-slip-sheet-mobile.png') });

    // When the sheet closes, a toast still up stays on the page for the rest of its time.
    await sheet.getByRole('button', { name: 'Kapat', exact: true }).click();
    await sheet.waitFor({ state: 'hidden' });
    const onPage = page.locator('.Toastify__toast--error').filter({ visible: true });
    await onPage.first().waitFor();
    await expect.poll(() => isOnTop(onPage.first())).toBe(true);

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
