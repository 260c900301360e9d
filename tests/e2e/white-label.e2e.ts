import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type Stack, startStack } from './support/stack';

/**
 * examples/white-label against the main demo: the same @site/react components, restyled only
 * through the documented tokens. The shared screens (the slots lobby with header, left
 * navigation and footer; the game page; the dashboard) must differ in tokens and match in
 * structure (the same elements and `site-*` classes, in the same order).
 */
const screenshots = resolve(import.meta.dirname, '__screenshots__');
mkdirSync(screenshots, { recursive: true });

let main: Stack;
let brand: Stack;
let browser: Browser;

beforeAll(async () => {
  // One after the other: startStack hands its API URL to Vite's proxy through the environment.
  browser = await launchChromium();
  main = await startStack();
  brand = await startStack({ example: 'white-label' });
});

afterAll(async () => {
  await browser?.close();
  await brand?.stop();
  await main?.stop();
});

/**
 * Tag and `site-*` classes of every element under the selector, text left out. The brand's
 * own data is the one allowed difference: the logo (a drawn wordmark or the brand's image) and
 * the provider marks (as many as the brand names) count as one element each.
 */
function skeleton(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => !element.parentElement?.closest('.site-provider-logos__list'))
      .filter((element) => !element.parentElement?.closest('.site-brand-logo'))
      // The main demo shows the dev server's "we are moving" notice; the brand never does.
      .filter((element) => !element.closest('.site-domain-banner'))
      // The bets page is the sportsbook's: only the main demo links it.
      .filter((element) => !element.closest('li:has(> a[href="/dashboard/bets"])'))
      // The jackpot strip follows each server's live data: the Egypt quest card shows only
      // below its last level, which the two dev servers reach at different moments.
      .filter((element) => !element.parentElement?.closest('.site-jackpots__list'))
      .map((element) => {
        if (element.matches('.site-brand-logo, .site-brand-logo__image')) return 'brand-logo';
        const classes = [...element.classList].filter((name) => name.startsWith('site-')).sort();
        return `${element.tagName.toLowerCase()}${classes.map((name) => `.${name}`).join('')}`;
      }),
  );
}

/** What the brand options put on screen: logo, licence, copyright holder, provider marks. */
function brandData(page: Page) {
  return page.evaluate(() => ({
    logoImage: document.querySelectorAll('.site-header .site-brand-logo__image').length,
    licence: document.querySelector('.site-footer__licence')?.textContent ?? '',
    copyright: document.querySelector('.site-footer__copyright')?.textContent ?? '',
    providers: document.querySelectorAll('.site-provider-logo').length,
  }));
}

async function tokens(page: Page) {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const token = (name: string) => root.getPropertyValue(name).trim();
    const header = document.querySelector('.site-header');
    const login = [...document.querySelectorAll('.site-header button')].at(-1);
    const chip = document.querySelector('.site-category-nav__chip[aria-pressed="true"]');
    return {
      primary: token('--site-color-primary'),
      bg: token('--site-color-bg'),
      font: token('--site-font-family'),
      radius: token('--site-radius-md'),
      space: token('--site-space-4'),
      headerBackground: header ? getComputedStyle(header).backgroundColor : '',
      headerFont: header ? getComputedStyle(header).fontFamily : '',
      buttonRadius: login ? getComputedStyle(login).borderTopLeftRadius : '',
      // The lobby's active category chip: the casino screens take the brand's colours too.
      chipBackground: chip ? getComputedStyle(chip).backgroundColor : '',
    };
  });
}

interface OpenOptions {
  authData?: unknown;
  locale?: 'tr' | 'en';
}

async function open(url: string, width: number, options: OpenOptions = {}): Promise<Page> {
  const locale = options.locale ?? 'tr';
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: locale === 'tr' ? 'tr-TR' : 'en-GB',
  });
  await context.addInitScript(
    ({ auth, lang }) => {
      // The language as the SDK stores it after the switch; a player's session after a login.
      localStorage.setItem('lang', JSON.stringify(lang));
      if (auth) localStorage.setItem('authData', auth);
    },
    { auth: options.authData ? JSON.stringify(options.authData) : null, lang: locale },
  );
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('.site-header').waitFor();
  await page.locator('.site-footer').waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/** The ids of the left navigation's sections (wide screens), or of the opened side menu's. */
function navSections(page: Page, selector: string): Promise<(string | null)[]> {
  return page
    .locator(selector)
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')));
}

/** The side menu's sections: the brand has no sports section, having no sportsbook. */
async function compareMenus(mainPage: Page, brandPage: Page, width: number) {
  const menuSections = async (page: Page) => {
    await page.locator('.site-header').getByRole('button', { name: 'Menüyü aç' }).click();
    await page.locator('.site-side-menu__section').first().waitFor();
    return navSections(page, '.site-side-menu__section');
  };
  expect(await menuSections(mainPage)).toContain('site-menu-sports');
  expect(await menuSections(brandPage)).toEqual([
    'site-menu-casino',
    'site-menu-games',
    'site-menu-other',
    'site-side-menu-language',
    'site-side-menu-follow',
  ]);
  expect(await brandPage.locator('.site-side-menu a[href^="/spor"]').count()).toBe(0);
  expect(await axeViolations(brandPage)).toEqual([]);
  await brandPage.screenshot({
    path: resolve(screenshots, `white-label-brand-menu-${width}.png`),
  });
}

const LOBBY = 'casino/slot';

describe.each([1440, 390])('white label at %i px', (width) => {
  it('serves the country flags of @site/react like the main site (its flagAssets plugin)', async () => {
    for (const site of [main, brand]) {
      const flag = await fetch(`${site.siteUrl}flags/4x3/gb-eng.svg`);
      expect(flag.status).toBe(200);
      expect(flag.headers.get('content-type')).toContain('image/svg+xml');
      expect(await flag.text()).toContain('<svg');
      // Only a country code's shape reaches the file system.
      expect(
        (await fetch(`${site.siteUrl}flags/4x3/..%2fpackage.svg`)).headers.get('content-type') ??
          '',
      ).not.toContain('svg');
    }
  });

  it('shows the main site lobby in its own tokens: same structure, other colours and type', async () => {
    const [mainPage, brandPage] = await Promise.all([
      open(`${main.siteUrl}${LOBBY}`, width),
      open(`${brand.siteUrl}${LOBBY}`, width),
    ]);
    for (const page of [mainPage, brandPage])
      await page.locator('.site-game-tile').first().waitFor();

    const [mainTokens, brandTokens] = await Promise.all([tokens(mainPage), tokens(brandPage)]);
    for (const key of Object.keys(mainTokens) as (keyof typeof mainTokens)[]) {
      expect(brandTokens[key], key).not.toBe('');
      expect(brandTokens[key], key).not.toBe(mainTokens[key]);
    }
    expect(brandTokens.primary).toBe('#ff5c93');

    // Our casino screen, not a re-implementation: the lobby (search, provider filter, category
    // chips, sections of game tiles with favourite buttons) is element for element the same.
    for (const part of ['.site-header', '.site-casino', '.site-footer'])
      expect(await skeleton(brandPage, part), part).toEqual(await skeleton(mainPage, part));
    await expect.poll(() => brandPage.locator('.site-casino h1').textContent()).toBe('Slotlar');
    expect(await brandPage.locator('.site-casino .site-game-search input').count()).toBe(1);
    expect(await brandPage.locator('.site-casino select').count()).toBe(1);

    // The brand options reach the shell: its own logo, licence, name and provider list.
    const [mainData, brandOwn] = await Promise.all([brandData(mainPage), brandData(brandPage)]);
    expect(brandOwn.licence).toContain('8048/JAZ2026-041');
    expect(brandOwn.licence).toContain('Curaçao eGaming');
    expect(brandOwn.copyright).toContain('Lale Casino');
    expect(mainData.licence).toContain('ALS-2226/IAL');
    expect(brandOwn.providers).toBe(5);
    expect(mainData.providers).toBe(16);
    expect(brandOwn.logoImage).toBe(1);
    expect(mainData.logoImage).toBe(0);
    expect(await brandPage.title()).toContain('Lale Casino');

    // The dev server's domain notice is the main demo's (ornekbahis512 → 513): a brand build is
    // on its own domain and never shows it.
    expect(await mainPage.getByTestId('domain-banner').count()).toBe(1);
    expect(await brandPage.getByTestId('domain-banner').count()).toBe(0);

    if (width > 1100) {
      // Wide screens: the side menu is the left navigation (no hamburger), the brand's without
      // sports; the sections both have are the same entries.
      expect(await brandPage.locator('.site-header__menu').count()).toBe(0);
      expect(await navSections(brandPage, '.site-desktop-nav__section')).toEqual([
        'site-desktop-nav-casino',
        'site-desktop-nav-games',
        'site-desktop-nav-other',
      ]);
      expect(await navSections(mainPage, '.site-desktop-nav__section')).toContain(
        'site-desktop-nav-sports',
      );
      for (const part of ['casino', 'games', 'other']) {
        const section = `.site-desktop-nav__section[aria-labelledby="site-desktop-nav-${part}"]`;
        expect(await skeleton(brandPage, section), part).toEqual(await skeleton(mainPage, section));
      }
      expect(await brandPage.locator('.site-desktop-nav a[href^="/spor"]').count()).toBe(0);
    } else {
      expect(await brandPage.locator('.site-desktop-nav').count()).toBe(0);
    }

    expect(await axeViolations(brandPage)).toEqual([]);
    await mainPage.screenshot({ path: resolve(screenshots, `white-label-main-${width}.png`) });
    await brandPage.screenshot({ path: resolve(screenshots, `white-label-brand-${width}.png`) });

    // On a phone (behind the hamburger) the side menu offers only what the brand has.
    if (width < 1100) await compareMenus(mainPage, brandPage, width);
    await mainPage.context().close();
    await brandPage.context().close();
  });

  it('shows the same lobby in English', async () => {
    const [mainPage, page] = await Promise.all([
      open(`${main.siteUrl}${LOBBY}`, width, { locale: 'en' }),
      open(`${brand.siteUrl}${LOBBY}`, width, { locale: 'en' }),
    ]);
    for (const each of [mainPage, page]) await each.locator('.site-game-tile').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.locator('.site-casino h1').textContent()).toBe('Slots');
    expect(await skeleton(page, '.site-casino')).toEqual(await skeleton(mainPage, '.site-casino'));
    expect(await page.locator('.site-footer__licence').textContent()).toContain('8048/JAZ2026-041');
    if (width > 1100)
      expect(await page.locator('.site-desktop-nav').getByRole('link').allTextContents()).toEqual(
        expect.arrayContaining(['Slots', 'Live Casino', 'TV Bets']),
      );
    expect(await axeViolations(page)).toEqual([]);
    await mainPage.screenshot({ path: resolve(screenshots, `white-label-main-${width}-en.png`) });
    await page.screenshot({ path: resolve(screenshots, `white-label-brand-${width}-en.png`) });
    await mainPage.context().close();
    await page.context().close();
  });
});

/** Tabs forward until the focused element's accessible text is `name`; fails after 40 steps. */
async function tabTo(page: Page, within: string, name: string): Promise<void> {
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((selector) => {
      const active = document.activeElement;
      return active?.closest(selector) ? (active.textContent ?? '').trim() : null;
    }, within);
    if (focused === name) return;
  }
  throw new Error(`"${name}" in ${within} was not reached with Tab`);
}

describe('white label, left navigation at 1440 px', () => {
  it('reaches every menu entry with the keyboard: a lobby page and the call request', async () => {
    const page = await open(brand.siteUrl, 1440);
    await tabTo(page, '.site-desktop-nav', 'Canlı Casino');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/casino\/live$/);
    await expect.poll(() => page.locator('.site-casino h1').textContent()).toBe('Canlı Casino');

    await tabTo(page, '.site-desktop-nav', 'TV Oyunları');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/casino\/tvbets$/);

    // The side menu's actions are there too: Call Request opens its form.
    await tabTo(page, '.site-desktop-nav', 'Sizi Arayalım');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Geri Arama Formu' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });
});

/** Logs a player in on a stack's dev server; the auth data the SDK would store. */
async function login(stack: Stack): Promise<unknown> {
  const token = await fetch(`${stack.api.url}/api/auth/token`).then((r) => r.json());
  const answer = await fetch(`${stack.api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token.data}` },
    body: JSON.stringify({ username: 'player1', password: 'secret1' }),
  }).then((r) => r.json());
  return answer.data;
}

describe('white label, a game', () => {
  it('opens on the game page with the top bar at 1440 px: name, Deposit, Refresh, Close', async () => {
    const [mainPage, page] = await Promise.all([
      open(`${main.siteUrl}${LOBBY}`, 1440, { authData: await login(main) }),
      open(`${brand.siteUrl}${LOBBY}`, 1440, { authData: await login(brand) }),
    ]);
    const opened = async (each: Page) => {
      const tile = each.locator('.site-game-tile').first();
      const name = (await tile.locator('.site-game-tile__name').textContent()) ?? '';
      await tile.locator('.site-game-tile__open').click();
      await each.waitForURL(/\/casino\/play\//);
      await each.locator(`.site-game-page__stage iframe[title="${name}"]`).waitFor();
      return name;
    };
    const [mainName, name] = await Promise.all([opened(mainPage), opened(page)]);
    expect(name).toBe(mainName);
    const bar = page.locator('.site-game-bar');
    await expect.poll(() => bar.getByRole('heading').textContent()).toBe(name);
    for (const button of ['Para Yatır', 'Oyunu yeniden yükle', 'Oyunu kapat'])
      expect(await bar.getByRole('button', { name: button }).isVisible(), button).toBe(true);
    // The main site's game page, element for element, in the brand's colours.
    expect(await skeleton(page, '.site-game-page')).toEqual(
      await skeleton(mainPage, '.site-game-page'),
    );
    const barBackground = (each: Page) =>
      each
        .locator('.site-game-bar')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await barBackground(page)).not.toBe(await barBackground(mainPage));
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: resolve(screenshots, 'white-label-brand-game-1440.png') });

    await bar.getByRole('button', { name: 'Oyunu kapat' }).click();
    await page.waitForURL(/\/casino\/slot$/);
    await mainPage.context().close();
    await page.context().close();
  });

  it('opens in the full-height game modal at 390 px', async () => {
    const page = await open(`${brand.siteUrl}${LOBBY}`, 390, { authData: await login(brand) });
    const tile = page.locator('.site-game-tile').first();
    const name = (await tile.locator('.site-game-tile__name').textContent()) ?? '';
    await tile.locator('.site-game-tile__open').click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Para Yatır' }).isVisible()).toBe(true);
    await dialog.locator(`iframe[title="${name}"]`).waitFor();
    expect(page.url()).toMatch(/\/casino\/slot$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: resolve(screenshots, 'white-label-brand-game-390.png') });
    await page.context().close();
  });

  it('asks a visitor to log in first', async () => {
    const page = await open(`${brand.siteUrl}${LOBBY}`, 1440);
    await page.locator('.site-game-tile__open').first().click();
    await page.getByRole('dialog', { name: 'Giriş Yap' }).waitFor();
    expect(page.url()).toMatch(/\/casino\/slot$/);
    await page.context().close();
  });
});

describe('white label, account area', () => {
  it('shows the same dashboard as the main brand, in its own tokens', async () => {
    const [mainPage, brandPage] = await Promise.all([
      open(`${main.siteUrl}dashboard`, 1440, { authData: await login(main) }),
      open(`${brand.siteUrl}dashboard`, 1440, { authData: await login(brand) }),
    ]);
    for (const page of [mainPage, brandPage])
      await page.locator('.site-dashboard__tile').first().waitFor();
    expect(await skeleton(brandPage, '.site-dashboard')).toEqual(
      await skeleton(mainPage, '.site-dashboard'),
    );
    // The bets page is the sportsbook's coupons: the casino-only brand does not link it.
    expect(await mainPage.locator('.site-dashboard a[href="/dashboard/bets"]').count()).toBe(1);
    expect(await brandPage.locator('a[href="/dashboard/bets"]').count()).toBe(0);
    const tileStyle = (page: Page) =>
      page
        .locator('.site-dashboard__tile')
        .first()
        .evaluate((tile) => {
          const style = getComputedStyle(tile);
          return [style.backgroundColor, style.borderTopLeftRadius, style.fontFamily];
        });
    const [mainTile, brandTile] = await Promise.all([tileStyle(mainPage), tileStyle(brandPage)]);
    for (const [index, value] of mainTile.entries()) expect(brandTile[index]).not.toBe(value);
    expect(await axeViolations(brandPage)).toEqual([]);
    await brandPage.screenshot({ path: resolve(screenshots, 'white-label-brand-dashboard.png') });

    // A tile opens its page (not the lobby): the deposit methods.
    await brandPage.locator('.site-dashboard__tile[href="/dashboard/deposit"]').click();
    await expect.poll(() => brandPage.locator('main h1').textContent()).toBe('Para Yatır');
    await mainPage.context().close();
    await brandPage.context().close();
  });
});
