import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type Stack, startStack } from './support/stack';

// The casino as a player meets it in Chromium at 1440 and 390 px: the lobby with art, search,
// favorites with their toasts, a visitor's game opening after the login, the game bar
// (Deposit, Refresh, Close), the full-height mobile modal, every provider's launch, the side
// menu's Aviator, crafted game links, and axe on each screen.

const screenshots = resolve(import.meta.dirname, '__screenshots__');
mkdirSync(screenshots, { recursive: true });

const PROVIDERS = [
  'Amusnet',
  'Digitain',
  'Egt Digital',
  'EveryMatrix',
  'Hub88',
  'Pragmatic Play',
  'SoftGamings',
];

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function expectAccessible(page: Page) {
  // A toast in the page's and one in a dialog's container would be two same-named landmarks.
  await dismissToasts(page);
  expect(await axeViolations(page)).toEqual([]);
}

async function dismissToasts(page: Page) {
  for (const close of await page.locator('.Toastify__close-button').all()) {
    await close.click().catch(() => {});
  }
  await page
    .locator('.Toastify__toast')
    .waitFor({ state: 'detached', timeout: 6000 })
    .catch(() => {});
}

async function shot(page: Page, name: string) {
  await dismissToasts(page);
  await page.screenshot({ path: resolve(screenshots, `casino-${name}.png`) });
}

/** Waits until the tiles' art has loaded (the screenshots show a lobby, not placeholders). */
async function artLoaded(page: Page) {
  await page.locator('.site-game-tile__art img').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.site-game-tile__art img')]
      .filter((img) => {
        // On screen: a rail's slides to the right wait for their turn (lazy), like below.
        const box = img.getBoundingClientRect();
        return box.top < window.innerHeight && box.left < window.innerWidth && box.right > 0;
      })
      .every((img) => img.complete),
  );
}

async function login(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  await dialog.waitFor();
  await dialog.getByLabel('Kullanıcı adı').fill('player1');
  await dialog.getByLabel('Şifre').fill('secret1');
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each([
  { name: 'desktop', viewport: { width: 1440, height: 900 }, mobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, mobile: true },
])('the casino on $name', ({ name, viewport, mobile }) => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport, locale: 'tr-TR' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterAll(async () => {
    await context?.close();
    expect(pageErrors).toEqual([]);
  });

  /** The game is on screen: the desktop page or the mobile modal, with its frame. */
  async function gameOpen(gameName: string) {
    if (mobile) {
      const modal = page.getByRole('dialog', { name: gameName });
      await modal.locator('iframe.site-game-frame').waitFor();
      return modal;
    }
    await page.waitForURL(/\/casino\/play\//);
    await page.getByRole('heading', { level: 1, name: gameName }).waitFor();
    await page.locator('iframe.site-game-frame').waitFor();
    return page.locator('.site-game-page');
  }

  async function closeGame() {
    if (mobile) {
      await page
        .locator('dialog.site-dialog')
        .getByRole('button', { name: 'Kapat', exact: true })
        .click();
      await page.locator('.site-game-modal').waitFor({ state: 'detached' });
    } else {
      await page.getByRole('button', { name: 'Oyunu kapat' }).click();
      await page.waitForURL(/\/casino\/(slot|live)/);
    }
  }

  it('lobby: categories of tiles with art, name and provider; jackpots; axe clean', async () => {
    await page.goto(`${stack.siteUrl}casino/slot`);
    await page.getByRole('heading', { level: 1, name: 'Slotlar' }).waitFor();
    await artLoaded(page);
    const sections = page.locator('.site-casino-section');
    expect(await sections.count()).toBeGreaterThanOrEqual(4);
    const tile = page.locator('.site-game-tile').first();
    expect(await tile.locator('.site-game-tile__name').textContent()).not.toBe('');
    expect(await tile.locator('.site-game-tile__provider').textContent()).not.toBe('');
    // Fixed aspect ratio: the art box has its height before the image arrives.
    const box = await tile.locator('.site-game-tile__art').boundingBox();
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100) / 100).toBeCloseTo(4 / 3, 1);
    // Jackpot cards: Clover Chance then High Cash (the strip has its own server answer).
    const cards = page.locator('.site-jackpot-card[aria-label]');
    await expect
      .poll(() => cards.evaluateAll((all) => all.map((card) => card.getAttribute('aria-label'))))
      .toEqual(['Clover Chance', 'High Cash']);
    await expectAccessible(page);
    await shot(page, `lobby-tr-${name}`);
    await page.evaluate(() => localStorage.setItem('lang', '"en"'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    await artLoaded(page);
    await shot(page, `lobby-en-${name}`);
    await page.evaluate(() => localStorage.setItem('lang', '"tr"'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Slotlar' }).waitFor();
  });

  it('provider filter and a category in full', async () => {
    await page.getByLabel('Sağlayıcı', { exact: true }).selectOption('Hub88');
    await expect
      .poll(async () => new Set(await page.locator('.site-game-tile__provider').allTextContents()))
      .toEqual(new Set(['Hub88']));
    await page.getByLabel('Sağlayıcı', { exact: true }).selectOption('');
    await page
      .getByRole('navigation', { name: 'Oyun kategorileri' })
      .getByRole('button', { name: /Slot Oyunları/ })
      .click();
    await page.waitForURL(/category=1/);
    await expect.poll(() => page.locator('.site-casino-section').count()).toBe(1);
    await artLoaded(page);
    await shot(page, `category-${name}`);
    // The full category is windowed (150 games, a few dozen in the page), and the keyboard
    // still walks it: two tab stops a tile (open, heart) lead to the 61st game.
    const grid = page.getByTestId('game-grid');
    const count = await grid.getByRole('listitem').count();
    expect(count).toBeLessThan(150);
    expect(await grid.getByRole('listitem').first().getAttribute('aria-setsize')).toBe('150');
    await grid.locator('.site-game-tile__open').first().focus();
    for (let step = 0; step < 120; step++) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('li')?.getAttribute('aria-posinset'),
      ),
    ).toBe('61');
    await page.goto(`${stack.siteUrl}casino/slot`);
  });

  it('a visitor who clicks a game logs in, and the game opens', async () => {
    const first = page.locator('.site-casino-section').first().locator('.site-game-tile').first();
    const gameName = (await first.locator('.site-game-tile__name').textContent()) ?? '';
    await first.locator('.site-game-tile__open').click();
    await login(page);
    const game = await gameOpen(gameName);
    expect(await game.getByText('Yükleniyor...').count()).toBe(0);
    if (mobile) {
      // Full height: the modal covers the viewport and the frame takes most of it.
      const dialog = await page.locator('dialog.site-dialog').boundingBox();
      expect(Math.abs((dialog?.height ?? 0) - viewport.height)).toBeLessThanOrEqual(2);
      const frame = await page.locator('iframe.site-game-frame').boundingBox();
      expect(frame?.height ?? 0).toBeGreaterThan(viewport.height * 0.7);
    }
    await expectAccessible(page);
    await shot(page, `game-${name}`);
  });

  it('the game bar: Refresh reloads with its toast, Close returns to the lobby', async () => {
    const frames = page.locator('iframe.site-game-frame');
    await frames.evaluate((frame) => frame.setAttribute('data-old', '1'));
    await page.getByRole('button', { name: 'Oyunu yeniden yükle' }).click();
    await page.getByText('Oyun yeniden yüklenecek. Lütfen bekleyin...').first().waitFor();
    await expect.poll(() => page.locator('iframe.site-game-frame:not([data-old])').count()).toBe(1);
    await closeGame();
    await page.getByRole('heading', { level: 1, name: 'Slotlar' }).waitFor();
  });

  it('Deposit from the game bar opens the Deposit Money sheet', async () => {
    const tile = page.locator('.site-casino-section[data-category="1"] .site-game-tile').nth(1);
    const gameName = (await tile.locator('.site-game-tile__name').textContent()) ?? '';
    await tile.locator('.site-game-tile__open').click();
    await gameOpen(gameName);
    await page.getByRole('button', { name: 'Para Yatır', exact: true }).last().click();
    const sheet = page.getByRole('dialog', { name: 'Para Yatır' });
    await sheet.waitFor();
    await expectAccessible(page);
    await shot(page, `deposit-${name}`);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    if (!mobile) await closeGame();
  });

  it('favorites: on and off with the toasts; the Favorites section follows', async () => {
    await page.goto(`${stack.siteUrl}casino/slot`);
    await artLoaded(page);
    const tile = page.locator('.site-casino-section[data-category="1"] .site-game-tile').first();
    const gameName = (await tile.locator('.site-game-tile__name').textContent()) ?? '';
    const heart = tile.getByRole('button', { name: `${gameName} oyununu favorilere ekle` });
    await heart.click();
    await page.getByText('Favorilere eklendi').first().waitFor();
    const favorites = page.locator('.site-casino-section[data-category="favorites"]');
    await favorites.getByText(gameName).first().waitFor();
    expect(
      await tile
        .getByRole('button', { name: `${gameName} oyununu favorilerden çıkar` })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await dismissToasts(page);
    await tile.getByRole('button', { name: `${gameName} oyununu favorilerden çıkar` }).click();
    await page.getByText('Favorilerden çıkarıldı').first().waitFor();
    await expect.poll(() => favorites.getByText(gameName).count()).toBe(0);
  });

  it('search: the header button opens it and finds Aviator', async () => {
    await page.goto(`${stack.siteUrl}casino/slot`);
    await page.getByRole('link', { name: 'Oyun ara' }).first().click();
    const box = page.getByRole('searchbox', { name: 'Oyun ara' });
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    await box.fill('avİator');
    await page.getByRole('heading', { name: /“avİator” için sonuçlar/ }).waitFor();
    await page
      .getByRole('button', { name: /^Aviator/ })
      .first()
      .waitFor();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Aranıyor' }).count())
      .toBe(0);
    await expectAccessible(page);
    await shot(page, `search-${name}`);
    await box.fill('zzzz qqqq');
    await page.getByText('“zzzz qqqq” için oyun bulunamadı.').waitFor();
    await page.getByRole('button', { name: 'Aramayı temizle' }).click();
  });

  it('Aviator from the side menu opens the searched game', async () => {
    // The shell shows the hamburger up to 1100 px: the desktop layout is checked there.
    if (!mobile) await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto(`${stack.siteUrl}`);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page
      .getByRole('dialog', { name: 'Menü' })
      .getByRole('button', { name: 'Aviator' })
      .click();
    await gameOpen('Aviator');
    await closeGame();
    await page.setViewportSize(viewport);
  });

  it('a crafted link shows the catalogue name, and an unknown game does not launch', async () => {
    if (mobile) return; // the game page is the desktop route
    const encode = (game: object) => Buffer.from(JSON.stringify(game)).toString('base64url');
    const forged = {
      gameCode: 'no_such_game',
      name: 'Hesabınız kilitlendi, 0555 arayın',
      providerName: 'Hub88',
      mainProviderId: 4,
    };
    await page.goto(`${stack.siteUrl}casino/play/${encode(forged)}`);
    await page.getByText('Bu oyun kataloğumuzda yok.', { exact: false }).waitFor();
    expect(await page.getByText('Hesabınız kilitlendi', { exact: false }).count()).toBe(0);
    expect(await page.locator('iframe').count()).toBe(0);
    await expectAccessible(page);
  });

  it('each of the 7 providers launches', async () => {
    for (const provider of PROVIDERS) {
      await page.goto(`${stack.siteUrl}casino/slot?category=1`);
      await page.getByLabel('Sağlayıcı', { exact: true }).selectOption(provider);
      // The filter has taken effect on the loaded category: the first tile is the provider's.
      await expect
        .poll(() => page.locator('.site-game-tile__provider').first().textContent())
        .toBe(provider);
      const tile = page.locator('.site-game-tile').first();
      const gameName = (await tile.locator('.site-game-tile__name').textContent()) ?? '';
      await tile.locator('.site-game-tile__open').click();
      const game = await gameOpen(gameName);
      const frame = game.locator('iframe.site-game-frame');
      const sandbox = (await frame.getAttribute('sandbox')) ?? '';
      if (provider === 'SoftGamings') {
        expect(await frame.getAttribute('srcdoc')).toContain('<script');
        expect(sandbox).not.toContain('allow-same-origin');
      } else {
        expect(await frame.getAttribute('src')).toMatch(/^https?:\/\//);
      }
      await closeGame();
    }
  });
});
