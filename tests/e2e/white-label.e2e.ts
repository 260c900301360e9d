import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { type Stack, startStack } from './support/stack';

/**
 * examples/white-label against the main demo: the same @site/react components, restyled only
 * through the documented tokens. The shared screens must differ in tokens and match in
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
      .filter((element) => !element.matches('.site-domain-banner'))
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
    return {
      primary: token('--site-color-primary'),
      bg: token('--site-color-bg'),
      font: token('--site-font-family'),
      radius: token('--site-radius-md'),
      space: token('--site-space-4'),
      headerBackground: header ? getComputedStyle(header).backgroundColor : '',
      headerFont: header ? getComputedStyle(header).fontFamily : '',
      buttonRadius: login ? getComputedStyle(login).borderTopLeftRadius : '',
    };
  });
}

async function open(url: string, width: number, authData?: unknown): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'tr-TR' });
  // A player's session as the SDK stores it after a login.
  if (authData)
    await context.addInitScript(
      (value) => localStorage.setItem('authData', value),
      JSON.stringify(authData),
    );
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('.site-header').waitFor();
  await page.locator('.site-footer').waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/** The side menu's sections: the brand has no sports section, having no sportsbook. */
async function compareMenus(mainPage: Page, brandPage: Page, width: number) {
  const menuSections = async (page: Page) => {
    await page.locator('.site-header').getByRole('button', { name: 'Menüyü aç' }).click();
    await page.locator('.site-side-menu__section').first().waitFor();
    return page
      .locator('.site-side-menu__section')
      .evaluateAll((sections) =>
        sections.map((section) => section.getAttribute('aria-labelledby')),
      );
  };
  expect(await menuSections(mainPage)).toContain('site-menu-sports');
  const brandSections = await menuSections(brandPage);
  expect(brandSections).not.toContain('site-menu-sports');
  expect(brandSections).toContain('site-menu-casino');
  expect(await brandPage.locator('.site-side-menu a[href^="/spor"]').count()).toBe(0);
  expect(await axeViolations(brandPage)).toEqual([]);
  await brandPage.screenshot({
    path: resolve(screenshots, `white-label-brand-menu-${width}.png`),
  });
}

describe.each([1440, 390])('white label at %i px', (width) => {
  it('differs from the main brand in tokens and matches it in structure', async () => {
    const [mainPage, brandPage] = await Promise.all([
      open(main.siteUrl, width),
      open(brand.siteUrl, width),
    ]);

    const [mainTokens, brandTokens] = await Promise.all([tokens(mainPage), tokens(brandPage)]);
    for (const key of Object.keys(mainTokens) as (keyof typeof mainTokens)[])
      expect(brandTokens[key], key).not.toBe(mainTokens[key]);
    expect(brandTokens.primary).toBe('#ff5c93');

    for (const part of ['.site-header', '.site-footer'])
      expect(await skeleton(brandPage, part), part).toEqual(await skeleton(mainPage, part));

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

    // The dev server's domain notice is the main demo's (ornekbahis512 → 513): a brand build is
    // on its own domain and never shows it.
    expect(await mainPage.getByTestId('domain-banner').count()).toBe(1);
    expect(await brandPage.getByTestId('domain-banner').count()).toBe(0);

    expect(await axeViolations(brandPage)).toEqual([]);
    // The brand has no sportsbook: its lobby lists casino games only.
    expect(await brandPage.locator('.lobby__game').count()).toBeGreaterThan(0);

    await mainPage.screenshot({ path: resolve(screenshots, `white-label-main-${width}.png`) });
    await brandPage.screenshot({ path: resolve(screenshots, `white-label-brand-${width}.png`) });

    // On a phone (behind the hamburger) the side menu offers only what the brand has.
    if (width < 1100) await compareMenus(mainPage, brandPage, width);
    await mainPage.context().close();
    await brandPage.context().close();
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

describe('white label, account area', () => {
  it('shows the same dashboard as the main brand, in its own tokens', async () => {
    const [mainPage, brandPage] = await Promise.all([
      open(`${main.siteUrl}dashboard`, 1440, await login(main)),
      open(`${brand.siteUrl}dashboard`, 1440, await login(brand)),
    ]);
    for (const page of [mainPage, brandPage])
      await page.locator('.site-dashboard__tile').first().waitFor();
    expect(await skeleton(brandPage, '.site-dashboard')).toEqual(
      await skeleton(mainPage, '.site-dashboard'),
    );
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
    await mainPage.context().close();
    await brandPage.context().close();
  });
});
