import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { logInFromHeader } from './support/log-in';
import { type Stack, startStack } from './support/stack';

// Issue 25: a session that ends without a logout in this tab (a 401 for the player, a logout
// in another tab) reloads the page as a visitor: the page it lands on says so (spec 000 §8).

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe('a session that ends', () => {
  it('a 401 for the player: the reloaded page shows the server message, once', async () => {
    const context = await browser.newContext({
      locale: 'tr-TR',
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(stack.siteUrl);
    await logInFromHeader(page, 'player1');
    await expect.poll(() => page.getByTestId('header-username').textContent()).toBe('player1');

    // The server ends the session: the next balance poll gets a 401.
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    stack.api.control.expireTokens({ username: 'player1' });
    await reloaded;
    const notice = page.getByTestId('session-ended');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Oturumunuzun süresi doldu');
    await page.getByRole('button', { name: 'Giriş Yap' }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Told once: closing it, or the next load, shows it no more.
    await notice.getByRole('button', { name: 'Kapat' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Giriş Yap' }).first().waitFor();
    expect(await page.getByTestId('session-ended').count()).toBe(0);
    await context.close();
  }, 300_000);

  it('a logout in another tab: that tab is told, the tab that logged out is not', async () => {
    const context = await browser.newContext({
      locale: 'tr-TR',
      viewport: { width: 1280, height: 800 },
    });
    const first = await context.newPage();
    await first.goto(stack.siteUrl);
    await logInFromHeader(first, 'player1');
    const second = await context.newPage();
    await second.goto(stack.siteUrl);
    await expect.poll(() => second.getByTestId('header-username').textContent()).toBe('player1');

    const secondReloaded = second.waitForEvent('load', { timeout: 30_000 });
    const firstReloaded = first.waitForEvent('load');
    await first.bringToFront();
    await first.getByRole('button', { name: 'Çıkış Yap' }).click();
    await Promise.all([firstReloaded, secondReloaded]);
    await second
      .getByTestId('session-ended')
      .filter({ hasText: 'Başka bir sekmede çıkış yaptığınız' })
      .waitFor();
    await first.getByRole('button', { name: 'Giriş Yap' }).first().waitFor();
    expect(await first.getByTestId('session-ended').count()).toBe(0);
    await context.close();
  }, 300_000);
});
