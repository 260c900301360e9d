import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { visitorHubLinked } from './support/hub-connections';
import { staysOpen } from './support/open-odds';
import { type Stack, startStack } from './support/stack';

/** examples/vanilla: the SDK with no React, driven as a player would. */
const screenshots = resolve(import.meta.dirname, '__screenshots__');
mkdirSync(screenshots, { recursive: true });

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ example: 'vanilla' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function openPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'tr-TR' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('close', () => expect(errors).toEqual([]));
  await page.goto(stack.siteUrl);
  await page.locator('.odd[data-odd-id]').first().waitFor();
  return page;
}

/**
 * Selects the first odd of up to twelve matches, those that stay open for bets, until `wanted`
 * are accepted; returns how many were. The button is pressed at once (the slip shows a
 * placeholder while the toggle runs): a pick counts once the slip has its answer (no
 * placeholder left) and the button is still pressed.
 */
async function pickFromDifferentMatches(page: Page, wanted: number): Promise<number> {
  const events = page.locator('.event:has(button.odd)');
  const shown = await Promise.all(
    Array.from({ length: Math.min(12, await events.count()) }, (_, n) =>
      events.nth(n).locator('button.odd').first().getAttribute('data-odd-id'),
    ),
  );
  const candidates = shown.filter((oddId) => staysOpen(stack, Number(oddId)));
  let selected = 0;
  for (const oddId of candidates) {
    if (selected === wanted) break;
    const pick = page.locator(`button.odd[data-odd-id="${oddId}"]`);
    await pick.click();
    await expect.poll(() => page.locator('.slip__odd[data-state="skeleton"]').count()).toBe(0);
    if ((await pick.getAttribute('aria-pressed')) === 'true') selected++;
  }
  return selected;
}

describe('vanilla example', () => {
  it('a visitor sees a pushed price change within 2 s (the hub with the anonymous token)', async () => {
    // Pushes come from the test alone: a simulator tick would move the watched odd too.
    stack.api.domains.sportsbook.simulator.stop();
    const page = await openPage({ width: 1440, height: 900 });
    await expect.poll(() => visitorHubLinked(stack, page)).toBe(true);
    const odd = page.locator('button.odd[data-odd-id]').first();
    const oddId = Number(await odd.getAttribute('data-odd-id'));
    stack.api.hubs.broadcast('sbnotify', 'oddChanged', [{ id: oddId, odd: 7.77, changeType: 1 }]);
    // Price and highlight read together: the highlight goes 3 s after the push by design, so a
    // second read after the poll could come too late on a busy machine.
    await expect
      .poll(
        () =>
          odd.evaluate(
            (button) =>
              `${button.querySelector('.odd__rate')?.textContent} ${button.getAttribute('data-direction')}`,
          ),
        { timeout: 2000 },
      )
      .toMatch(/^7[.,]77 up$/);
    await page.close();
  });

  it('renders the casino lobby from the core lobby store: previews, a category in full, a provider, the search', async () => {
    const page = await openPage({ width: 1440, height: 900 });
    const casino = page.getByRole('region', { name: 'Casino · Slot Oyunları' });
    const slots = casino.locator('.casino-section[data-category="1"]');
    // The bootstrap preview first, then the loaded category with its count.
    await expect
      .poll(() => slots.locator('.casino-section__count').textContent())
      .toMatch(/^\d+ oyun$/);
    const total = Number.parseInt(
      (await slots.locator('.casino-section__count').textContent()) ?? '',
      10,
    );
    expect(total).toBeGreaterThan(12);
    expect(await slots.locator('.game').count()).toBe(12);
    const chip = casino.getByRole('button', { name: /^Slot Oyunları/ });
    expect(await chip.textContent()).toContain(String(total));
    expect(await axeViolations(page)).toEqual([]);

    // "All (n)": the category in full, its chip pressed.
    await slots.getByRole('button', { name: `Tümü (${total})` }).click();
    await expect.poll(() => casino.locator('.casino-section').count()).toBe(1);
    expect(await casino.locator('.game').count()).toBe(total);
    expect(await chip.getAttribute('aria-pressed')).toBe('true');

    // One provider: every game shown is its own.
    const provider = casino.getByLabel('Sağlayıcı');
    const chosen = (await provider.locator('option').nth(1).textContent()) ?? '';
    await provider.selectOption(chosen);
    await expect
      .poll(async () => new Set(await casino.locator('.game__provider').allTextContents()))
      .toEqual(new Set([chosen]));
    await provider.selectOption('');
    await casino.getByRole('button', { name: 'Tümü', exact: true }).click();
    await expect.poll(() => casino.locator('.casino-section').count()).toBeGreaterThan(1);

    // The search: the page's own matches at once, then the server's answer.
    const name = (await slots.locator('.game__name').first().textContent()) ?? '';
    await casino.getByRole('searchbox', { name: 'Oyun ara' }).fill(name);
    const results = casino.getByRole('region', { name: `“${name}” için sonuçlar` });
    await results.getByText(name).first().waitFor();
    await expect.poll(() => results.getByRole('status').count()).toBe(0);
    expect(await results.getByText(name).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({
      path: resolve(screenshots, 'vanilla-casino-lobby.png'),
      fullPage: true,
    });
    await page.close();
  });

  it('logs in, shows the balance, follows odds pushes and places a multiple bet', async () => {
    stack.api.control.setBalance('player1', 1000);
    const page = await openPage({ width: 1440, height: 900 });
    expect(await axeViolations(page)).toEqual([]);

    // Login with a wrong password: the server's message as a toast, the name kept.
    await page.getByPlaceholder('Kullanıcı adı').fill('player1');
    await page.getByPlaceholder('Şifre').fill('wrong-pass');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.locator('.toast[data-kind="error"]').waitFor();
    expect(await page.getByPlaceholder('Kullanıcı adı').inputValue()).toBe('player1');
    await page.getByPlaceholder('Şifre').fill('secret1');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect.poll(() => page.locator('#balance').textContent()).toMatch(/1\.000,00/);

    // An odds push from the hub: the simulator moves odds; a watched one shows up or down. The
    // highlight goes 3 s after its push, so the moved odd's text is read in the same poll.
    const moved = page.locator('.odd[data-direction="up"], .odd[data-direction="down"]');
    await expect
      .poll(async () => {
        stack.api.domains.sportsbook.simulator.tick();
        return (await moved.allTextContents())[0] ?? '';
      })
      .toMatch(/yükseldi|düştü/);

    // Two selections from different matches: Multiple, a stake, the calculation, place bet.
    // Two selections from different matches.
    const selected = await pickFromDifferentMatches(page, 2);
    expect(selected).toBe(2);
    await expect
      .poll(() => page.locator('.slip__odd:not([data-state="skeleton"])').count())
      .toBe(2);
    expect(await page.getByRole('button', { name: 'Kombine' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    // Single: one stake per selection, each named after its match; the core keeps 2 decimals.
    await page.getByRole('button', { name: 'Tekli' }).click();
    const stakes = page.getByRole('textbox', { name: /^Tutar\s*:\s*\S/ });
    await expect.poll(() => stakes.count()).toBe(2);
    await stakes.first().fill('12,505');
    expect(await stakes.first().inputValue()).toBe('12.50');
    await page.getByRole('button', { name: 'Kombine' }).click();

    await page.getByLabel('Tutar').fill('50');
    await page.getByLabel('Tutar').press('Enter');
    await page.getByLabel('Tutar').blur();
    await page.locator('.slip__totals').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: resolve(screenshots, 'vanilla-desktop.png') });

    await page.getByRole('button', { name: 'Bahis Yap' }).click();
    await expect
      .poll(() => page.locator('.slip__message').getAttribute('data-status'))
      .toBe('success');
    // The balance is polled every 3 s and pushed after a bet.
    await expect.poll(() => page.locator('#balance').textContent()).toMatch(/950,00/);

    // Logging out goes home and reloads: the next page is a visitor's.
    await page.getByRole('button', { name: 'Çıkış' }).click();
    await page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    await page.context().close();
  });

  it('switches the odds format and the language; on a phone a bar leads to the slip', async () => {
    const page = await openPage({ width: 390, height: 844 });
    const rate = page.locator('.odd[data-odd-id] .odd__rate').first();
    expect(await rate.textContent()).toMatch(/^\d+,\d{2}$/);
    await page.getByLabel('Oran biçimi').selectOption('american');
    await expect.poll(() => rate.textContent()).toMatch(/^[+-]\d+$/);
    await page.getByLabel('Dil').selectOption('en');
    await page.getByRole('heading', { name: 'Live Matches' }).waitFor();
    expect(await page.getByLabel('Odds format').inputValue()).toBe('american');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await axeViolations(page)).toEqual([]);

    // A visitor's selection: the slip sits below the list, the bar jumps to it.
    const bar = page.locator('.slip-jump');
    expect(await bar.isVisible()).toBe(false);
    expect(await pickFromDifferentMatches(page, 1)).toBe(1);
    await expect.poll(() => bar.textContent()).toBe('Bet slip (1)');
    await page.screenshot({ path: resolve(screenshots, 'vanilla-mobile-en.png'), fullPage: false });
    await bar.click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#slip');
    expect(await page.locator('#slip').isVisible()).toBe(true);
    await page.context().close();
  });
});
