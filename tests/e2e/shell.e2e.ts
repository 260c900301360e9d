import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { transitionsEnded } from './support/settle';
import { type Stack, startStack } from './support/stack';

// The shell in a real Chromium against the demo and the dev server: home with carousel,
// banners and footer; the side menu by keyboard; the login guard; the notification panel; a
// content page full of hostile HTML; the dashboard; the language switch; axe on every screen.

const screenshots = resolve(import.meta.dirname, '__screenshots__');
mkdirSync(screenshots, { recursive: true });

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  // With the image popup on, as a real visitor meets it.
  [stack, browser] = await Promise.all([startStack({ popup: true }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

async function shot(page: Page, name: string) {
  // A toast (login's welcome) would hide what the screenshot is for.
  for (const close of await page.locator('.Toastify__close-button').all()) {
    await close.click().catch(() => {});
  }
  await page
    .locator('.Toastify__toast')
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.screenshot({ path: resolve(screenshots, `shell-${name}.png`) });
}

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 }, mobile: false },
  { name: 'mobile', viewport: { width: 390, height: 844 }, mobile: true },
])('the shell on $name', ({ name, viewport, mobile }) => {
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];
  const dialogs: string[] = [];

  beforeAll(async () => {
    context = await browser.newContext({ viewport, locale: 'tr-TR' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // An alert/confirm/prompt would be hostile markup running.
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  afterAll(async () => {
    await context?.close();
  });

  it('home: image popup once, carousel, banners and footer', async () => {
    await page.goto(stack.siteUrl);
    const popup = page.getByRole('dialog', { name: 'Duyuru' });
    await popup.getByRole('link').waitFor();
    await expectAccessible(page);
    await shot(page, `popup-${name}`);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    const carousel = page.getByRole('region', { name: 'Kampanyalar' });
    await carousel.waitFor();
    expect(await carousel.getByTestId('carousel-slide').count()).toBe(4);
    // The Telegram slide opens a new tab without opener; the others stay in the app.
    const telegram = carousel.locator('a[href="https://t.me/ornek_site"]');
    expect(await telegram.getAttribute('rel')).toBe('noopener');
    expect(await telegram.getAttribute('target')).toBe('_blank');
    await page.getByTestId('top-notification-bar').waitFor();
    await expect
      .poll(() => page.getByTestId('domain-banner').textContent())
      .toContain('ornekbahis513.com');
    await expectAccessible(page);
    await shot(page, `home-${name}`);

    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Hakkımızda' }).getAttribute('href')).toBe(
      '/pages/3',
    );
    expect(await footer.textContent()).toContain('ALS-2226/IAL');
    expect(await footer.locator('.site-provider-logo').count()).toBe(16);
    // Provider logos are hidden on very small screens.
    expect(await footer.locator('.site-provider-logos').isVisible()).toBe(!mobile);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Scrolled past 100 px: the header is out of the way.
    await expect
      .poll(() => page.getByTestId('site-header').getAttribute('data-hidden'))
      .toBe('true');
    await transitionsEnded(page.getByTestId('site-header')); // its slide-away
    await shot(page, `footer-${name}`);
    await page.evaluate(() => window.scrollTo(0, 0));

    // The top bar closes, collapses and is gone; the popup stays seen after a reload.
    await page.getByRole('button', { name: 'Duyuruyu kapat' }).click();
    await page.getByTestId('top-notification-bar').waitFor({ state: 'detached' });
    await page.reload();
    await carousel.waitFor();
    expect(await page.getByTestId('top-notification-bar').count()).toBe(0);
    expect(await popup.count()).toBe(0);
  });

  it('side menu opens and closes by keyboard', async () => {
    // The hamburger shows at 1100 px and below.
    if (!mobile) await page.setViewportSize({ width: 1024, height: 800 });
    const hamburger = page.getByRole('button', { name: 'Menüyü aç' });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await menu.waitFor();
    const toggle = menu.getByRole('button', { name: 'Canlı Bahis alt menüsü' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: /Yüksek Oranlı Canlı Bahis/ }).waitFor();
    // Under 1100 px live betting goes to the overview; Live Chat only off mobile.
    expect(
      await menu.getByRole('link', { name: 'Canlı Bahis', exact: true }).getAttribute('href'),
    ).toBe('/spor/live/overview/1');
    expect(await menu.getByRole('button', { name: 'Canlı Destek' }).count()).toBe(mobile ? 0 : 1);
    await expectAccessible(page);
    await shot(page, `side-menu-${name}`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect
      .poll(() => hamburger.evaluate((node) => node === document.activeElement))
      .toBe(true);

    // A keyboard path to a page: open, tab to Promotions, Enter.
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Promosyonlar' }).focus();
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Promosyonlar' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/promotions');
    await expectAccessible(page);
    await shot(page, `promotions-${name}`);
    if (!mobile) await page.setViewportSize(viewport);
  });

  it('a content page with hostile HTML runs none of it', async () => {
    await page.goto(`${stack.siteUrl}pages/3`);
    const body = page.locator('.site-content-page__body');
    await body.getByText('Bize ulaşın').waitFor();
    expect(
      await page.evaluate(() => (window as { __devServerXss?: unknown }).__devServerXss),
    ).toBeUndefined();
    expect(
      await body.locator('script, iframe, form, input, [onerror], [onload], [onclick]').count(),
    ).toBe(0);
    expect(await body.getByText('Bize ulaşın').getAttribute('href')).toBeNull();
    expect(await body.getByRole('link', { name: /Telegram/ }).getAttribute('rel')).toContain(
      'noopener',
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Hakkımızda');
    const trail = page.getByRole('navigation', { name: 'Konumunuz' });
    expect(await trail.textContent()).toContain('Hakkımızda');
    await expectAccessible(page);
    await shot(page, `content-page-${name}`);
    expect(dialogs).toEqual([]);
  });

  it('casino and sports sections are real pages; a visitor’s game asks for login', async () => {
    await page.goto(`${stack.siteUrl}casino/slot`);
    await page.getByRole('heading', { level: 1, name: 'Slotlar' }).waitFor();
    // The casino lobby (@site/react): game tiles; tests/e2e/casino.e2e.ts covers the rest.
    const games = page.locator('.site-game-tile__open');
    await games.first().waitFor();
    expect(await games.count()).toBeGreaterThan(3);
    await expectAccessible(page);
    await shot(page, `casino-${name}`);
    await games.first().click();
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await login.waitFor();
    await page.keyboard.press('Escape');
    await login.waitFor({ state: 'detached' });

    // The sportsbook screens (sportsbook.e2e.ts covers them in depth): events with their odds.
    await page.goto(`${stack.siteUrl}spor/prematch`);
    await page.locator('.sb-row').first().waitFor();
    await expectAccessible(page);
    await shot(page, `sports-${name}`);
  });

  it('login guard, then dashboard tiles and the notification panel', async () => {
    // A visitor typing /dashboard: the login form opens over a notice.
    await page.goto(`${stack.siteUrl}dashboard`);
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await login.waitFor();
    await page.getByRole('heading', { name: 'Giriş yapmanız gerekiyor' }).waitFor();
    await login.getByLabel('Kullanıcı adı').fill('player1');
    await login.getByLabel('Şifre').fill('secret1');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await login.waitFor({ state: 'detached' });

    const tiles = page.getByTestId('dashboard-tile');
    await tiles.first().waitFor();
    expect(await tiles.count()).toBe(7);
    expect(await page.getByRole('button', { name: 'Şifre Değiştir' }).count()).toBe(1);
    await expectAccessible(page);
    await shot(page, `dashboard-${name}`);

    // player1 has four notifications, some unread.
    const badge = page.getByTestId('notification-badge');
    await badge.waitFor();
    const unreadBefore = Number((await badge.textContent())?.match(/\d+/)?.[0]);
    expect(unreadBefore).toBeGreaterThan(0);
    await page.getByRole('button', { name: /Bildirimler/ }).click();
    const panel = page.getByRole('dialog', { name: 'Bildirimler' });
    await panel.waitFor();
    expect(await panel.getAttribute('data-variant')).toBe(mobile ? 'sheet' : 'popover');
    const rows = panel.locator('.site-notification');
    await expect.poll(() => rows.count()).toBe(4);
    // The lock is the panel's effect, run after its first paint.
    const scrollLocked = () =>
      page.evaluate(() => document.body.classList.contains('site-scroll-locked'));
    await expect.poll(scrollLocked).toBe(true);
    await expectAccessible(page);
    await shot(page, `notifications-${name}`);

    await panel.locator('.site-notification[data-unread]').first().click();
    const back = panel.getByRole('button', { name: 'Listeye dön' });
    await back.waitFor();
    await expectAccessible(page);
    await shot(page, `notification-detail-${name}`);
    await back.click();
    await expect.poll(() => rows.count()).toBe(4);
    await expect
      .poll(async () =>
        (await badge.count()) === 0 ? 0 : Number((await badge.textContent())?.match(/\d+/)?.[0]),
      )
      .toBe(unreadBefore - 1);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect.poll(scrollLocked).toBe(false);
  });

  it('switches to English without reloading', async () => {
    await page.evaluate(() => {
      (window as { __sameDocument?: boolean }).__sameDocument = true;
    });
    if (mobile) {
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
      await page
        .getByRole('dialog', { name: 'Menü' })
        .getByRole('button', { name: 'English' })
        .click();
    } else {
      await page.getByRole('combobox', { name: 'Dil' }).selectOption('en');
    }
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await page.getByRole('link', { name: 'Game Activities' }).waitFor();
    // <html lang> follows in an effect after the English render.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    await expectAccessible(page);
    await shot(page, `dashboard-en-${name}`);
    expect(pageErrors).toEqual([]);
  });
});
