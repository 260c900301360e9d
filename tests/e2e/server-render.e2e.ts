import { type RunningDevServer, startDevServer } from '@site/dev-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderServer, startRenderServer } from '../../examples/site/render-server';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';

/** The server-rendered home page in a real browser: hydrates, and asks no second bootstrap. */
let api: RunningDevServer;
let site: RenderServer;
let browser: Browser;

beforeAll(async () => {
  api = await startDevServer({ port: 0, seed: 1 });
  api.control.bootstrap.popupEnabled = false;
  [site, browser] = await Promise.all([startRenderServer({ apiUrl: api.url }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await api?.close();
});

/** A desktop page that collects its page errors and console errors (none is expected). */
async function openDesktopPage() {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

describe('server render', () => {
  it('serves the player the home page with their session and picks its state up', async () => {
    api.control.setBalance('player1', 2500);
    const { context, page, errors } = await openDesktopPage();
    const bootstrapCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('cms/grouped')) bootstrapCalls.push(request.url());
    });

    // Log in through the page rendered in the browser path, which mirrors the session cookie.
    await page.goto(`${site.url}/`);
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
    await dialog.getByLabel('Kullanıcı adı').fill('player1');
    await dialog.getByLabel('Şifre').fill('secret1');
    await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect
      .poll(async () => (await context.cookies()).map((c) => c.name))
      .toContain('site_session');
    // Scoped (docs/security.md): no other site's link or form carries it, the whole site's path.
    const sessionCookie = (await context.cookies()).find((c) => c.name === 'site_session');
    expect(sessionCookie).toMatchObject({ sameSite: 'Strict', path: '/' });

    // A fresh load: the HTML itself carries the player, and no cms/grouped is asked again.
    bootstrapCalls.length = 0;
    const response = await page.goto(`${site.url}/`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('player1');
    expect(html).toContain('2.500,00');
    expect(html).toContain('id="site-state"');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(bootstrapCalls).toEqual([]);
    expect(errors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // Storage cleared but the cookie sent: the browser takes the session from the page.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.site-header').textContent()).toContain('player1');
    expect(bootstrapCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves a visitor who chose English the page in English, hydrated with English only', async () => {
    const { context, page, errors } = await openDesktopPage();
    // A dictionary chunk: built (`en-<hash>.js`) or, from this Vite dev server, the package's.
    const dictionaries: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      const chunk = /\/(tr|en)(-[\w-]+\.js|\/index\.ts)$/.exec(path);
      if (chunk?.[1]) dictionaries.push(chunk[1]);
    });

    await page.goto(`${site.url}/`);
    await page.getByRole('combobox', { name: 'Dil' }).first().selectOption('en');
    await page.getByRole('combobox', { name: 'Language' }).first().waitFor();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lang')?.value)
      .toBe('en');

    // A fresh load: the server renders English and the browser hydrates with its dictionary.
    dictionaries.length = 0;
    const response = await page.goto(`${site.url}/`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('>Login<');
    expect(html).not.toContain('>Giriş Yap<');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Login' }).first().isVisible()).toBe(true);
    expect(dictionaries).toEqual(['en']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
