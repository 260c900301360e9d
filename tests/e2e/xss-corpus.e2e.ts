// The XSS corpus through every server-controlled surface of the demo, in Chromium: bootstrap
// (slides, promotions and their detail HTML, popup, content pages and their titles, site
// options), notifications, and a server message in a toast. Each payload calls __xss(id) if
// it ever runs; the count must stay 0, and no request may leave for the payloads' hosts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type Stack, startStack } from './support/stack';
import { payloads, URL_PAYLOADS } from './support/xss-payloads';

const HTML = payloads();
const URLS = URL_PAYLOADS.map((url, index) => url.replaceAll('ID', String(500 + index)));
const CONTENT_ID = 9000;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const evilRequests: string[] = [];
const surfaces: string[] = [];

/** The bootstrap with every text, HTML and URL field replaced by payloads. */
function poison(data: Record<string, unknown>) {
  const url = (index: number) => URLS[index % URLS.length] ?? '';
  data.sliderList = HTML.slice(0, URLS.length).map((title, index) => ({
    id: 700 + index,
    slug: 'home',
    title,
    url: url(index),
    order: index,
    images: [url(index), url(index + 1), url(index + 2)],
  }));
  data.promotionList = HTML.map((title, index) => ({
    id: index + 1,
    title,
    // The first promotion carries the whole corpus at once (one dialog opens it); the content
    // pages below carry each payload alone.
    description: index === 0 ? HTML.join('\n') : (HTML[index] ?? ''),
    url: url(index),
    images: [url(index), url(index + 3)],
  }));
  data.categoryList = [
    {
      id: 90,
      name: HTML[1],
      contentList: HTML.map((content, index) => ({
        id: CONTENT_ID + index,
        title: content,
        slug: `xss-${index}`,
        content,
        order: index,
      })),
    },
  ];
  data.popup = {
    id: 99,
    title: HTML[2],
    url: 'javascript:__xss(900)',
    images: { wide: '//evil.invalid/popup-wide', medium: 'javascript:__xss(901)' },
    hash: 'xss-popup',
  };
  data.siteOptionList = [
    { key: 'twitter', value: URLS[0] },
    { key: 'instagram', value: URLS[8] },
    { key: 'telegram', value: URLS[9] },
  ];
}

async function hits(): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __xssHits: number[] }).__xssHits);
}

/** Markup that could run later (a click, a submit) even though nothing ran yet. */
async function liveMarkup(): Promise<string[]> {
  return page.evaluate(() => {
    const selectors = [
      '[href^="javascript:" i]',
      '[src^="javascript:" i]',
      '[action^="javascript:" i]',
      '[formaction]',
      '[onerror]',
      '[onload]',
      '[onfocus]',
      '[ontoggle]',
      '[onmouseover]',
      'script:not([src]):not([type="module"])',
      '#root iframe:not([sandbox])',
      '#root base',
      '#root meta',
      '#root object',
      '#root embed',
    ];
    return selectors.flatMap((selector) =>
      [...document.querySelectorAll(selector)]
        .filter((node) => !(node instanceof HTMLScriptElement && node.closest('head')))
        .map((node) => `${selector}: ${node.outerHTML.slice(0, 80)}`),
    );
  });
}

async function expectClean(surface: string) {
  surfaces.push(surface);
  expect(evilRequests, surface).toEqual([]);
  expect(await hits(), surface).toEqual([]);
  expect(await liveMarkup(), surface).toEqual([]);
}

/** In-app navigation (the router listens to popstate): no full reload per page. */
async function visit(path: string) {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack({ popup: true }), launchChromium()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'tr-TR' });
  await context.addInitScript(() => {
    const hitList: number[] = [];
    Object.assign(window, {
      __xssHits: hitList,
      __xss: (id: number) => hitList.push(id),
      __storyXss: undefined,
    });
    window.alert = () => hitList.push(-1);
  });
  await context.route('**/api/cms/grouped**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    poison(body.data);
    await route.fulfill({ response, json: body });
  });
  context.on('request', (request) => {
    if (request.url().includes('evil.invalid')) evilRequests.push(request.url());
  });
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
  });
});

afterAll(async () => {
  console.log(
    `XSS corpus: ${HTML.length} HTML payloads + ${URLS.length} URL payloads through ${surfaces.length} surfaces in Chromium: ${evilRequests.length} requests to payload hosts, executed 0 (enforced)`,
  );
  await context?.close();
  await browser?.close();
  await stack?.stop();
});

describe('XSS corpus', () => {
  it('has at least 60 payloads', () => {
    expect(HTML.length + URLS.length).toBeGreaterThanOrEqual(60);
    expect(HTML.length).toBeGreaterThanOrEqual(60);
  });

  it('home: slides (titles, links, images), popup, social links, footer titles', async () => {
    const response = await page.goto(stack.siteUrl);
    // Anti-framing and the image/frame policy travel with the page itself.
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/img-src 'self' data: blob: http:\/\/127\.0\.0\.1:\d+/);
    expect(response?.headers()['x-frame-options']).toBe('DENY');
    // The detector itself: a handler that really runs is seen (then forgotten).
    await page.evaluate(() => {
      const canary = document.createElement('img');
      canary.onerror = () => (window as unknown as { __xss(id: number): void }).__xss(-2);
      canary.src = 'data:,not-an-image';
      document.body.append(canary);
    });
    await expect.poll(hits).toEqual([-2]);
    await page.evaluate(() => {
      (window as unknown as { __xssHits: number[] }).__xssHits.length = 0;
      document.body.lastElementChild?.remove();
    });
    await page.getByRole('dialog').waitFor();
    await expectClean('image popup');
    await page.keyboard.press('Escape');
    await page.getByTestId('carousel-slide').first().waitFor();
    await page.locator('footer').waitFor();
    await expectClean('home: carousel, footer, social links');
  });

  it('promotions: cards and the detail HTML holding the whole corpus', async () => {
    await visit('/promotions');
    await page.locator('.site-promotion-card').first().waitFor();
    await expectClean('promotion cards');
    await page.locator('.site-promotion-card button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('.site-safe-html:not([aria-busy])').waitFor();
    await expectClean('promotion detail (all payloads in one HTML)');
    await page.keyboard.press('Escape');
  });

  it('content pages: the list of titles, then each payload alone in its page', async () => {
    await visit('/pages');
    await page
      .getByRole('link')
      .filter({ hasText: 'xss' })
      .first()
      .waitFor({ timeout: 1000 })
      .catch(() => {});
    await expectClean('content page list');
    for (let index = 0; index < HTML.length; index++) {
      await visit(`/pages/${CONTENT_ID + index}`);
      // A payload that sanitises to nothing leaves an empty (invisible) body: wait for it.
      await page.locator('.site-safe-html:not([aria-busy])').first().waitFor({ state: 'attached' });
    }
    // Handlers of loaded images and timers get a moment to fire.
    await page.waitForTimeout(300);
    await expectClean(`content pages (${HTML.length}, one payload each)`);
  });

  it('notifications and a server message in a toast, for a logged-in player', async () => {
    stack.api.faults.set({ route: 'auth/login', kind: 'fail', message: HTML[1] ?? '', times: 1 });
    await visit('/');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    const login = page.getByRole('dialog', { name: 'Giriş Yap' });
    await login.getByLabel('Kullanıcı adı').fill('player1');
    await login.getByLabel('Şifre').fill('secret1');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.locator('.Toastify__toast--error').first().waitFor();
    await expectClean('server message in a toast');
    await login.getByRole('button', { name: 'Giriş Yap' }).click();
    await login.waitFor({ state: 'detached' });
    for (const [index, payload] of HTML.slice(0, 20).entries())
      stack.api.control.notify('player1', { title: payload, note: HTML[index + 20] ?? payload });
    await page
      .getByRole('button', { name: /Bildirimler/ })
      .first()
      .click();
    await page.getByText('Bildirimler', { exact: true }).first().waitFor();
    await page.waitForTimeout(300);
    await expectClean('notification list');
    expect(evilRequests).toEqual([]);
  });
});
