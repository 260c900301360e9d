import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { type Stack, startStack } from './support/stack';

// Issue 25: a cached bootstrap of absurd size, and BOOTSTRAP_DATA posted by same-origin windows,
// in a real Chromium against the demo. Start-up is judged as a ratio to the empty-storage start
// on the same machine in the same run (never an absolute time: the machine is shared).

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A cached bootstrap whose home carousel has `count` slides (images from the dev server). */
function cachedBootstrap(count: number, imageBase: string): string {
  const sliderList = Array.from({ length: count }, (_, index) => ({
    id: 90_000 + index,
    slug: 'home',
    title: `Stored slide ${index}`,
    url: '/promotions',
    order: index,
    images: [`${imageBase}/api/assets/slides/1/narrow.svg`],
  }));
  return JSON.stringify({ sliderList });
}

const carouselSlides = (page: Page) =>
  page.getByRole('region', { name: 'Kampanyalar' }).getByTestId('carousel-slide');

/** Milliseconds from navigation until the home carousel shows a slide; crashes are counted. */
async function homeStart(stored: string | null): Promise<{ ms: number; crashed: boolean }> {
  const context = await browser.newContext({ locale: 'tr-TR' });
  if (stored !== null) {
    await context.addInitScript((value) => {
      // Only before the first load: the page then trims and rewrites it itself.
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('bootstrap', value);
      }
    }, stored);
  }
  const page = await context.newPage();
  let crashed = false;
  page.on('crash', () => {
    crashed = true;
  });
  const started = performance.now();
  await page.goto(stack.siteUrl, { waitUntil: 'commit' });
  await carouselSlides(page).first().waitFor({ timeout: 120_000 });
  const ms = performance.now() - started;
  // Whatever was stored, the carousel renders at most its cap and the cache holds the capped copy.
  expect(await carouselSlides(page).count()).toBeLessThanOrEqual(24);
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('bootstrap') ?? '{}').sliderList?.length),
    )
    .toBeLessThanOrEqual(100);
  await context.close();
  return { ms, crashed };
}

const mean = (values: number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

describe('stored-size start-up', () => {
  it('5,000 and 50,000 cached home slides start the home page like empty storage', async () => {
    const imageBase = stack.api.url;
    const cases: [string, string | null][] = [
      ['empty', null],
      ['5,000 slides', cachedBootstrap(5_000, imageBase)],
      ['50,000 slides', cachedBootstrap(50_000, imageBase)],
    ];
    const times = new Map<string, number[]>(cases.map(([name]) => [name, []]));
    let crashes = 0;
    // A first load warms the servers (and compiles the modules under SITE_E2E_VITE_DEV=1): not
    // part of any case.
    await homeStart(null);
    // Interleaved rounds, so a busy moment of the shared machine hits every case alike.
    for (let round = 0; round < 2; round++) {
      for (const [name, stored] of cases) {
        const { ms, crashed } = await homeStart(stored);
        if (crashed) crashes++;
        times.get(name)?.push(ms);
      }
    }
    const empty = mean(times.get('empty') ?? []);
    const ratios = cases
      .slice(1)
      .map(([name]) => [name, mean(times.get(name) ?? []) / empty] as const);
    const slowest = Math.max(...ratios.map(([, ratio]) => ratio));
    console.log(
      `stored-size start-up: cases ${cases.length - 1}, crashes ${crashes}, slowest start ratio ${slowest.toFixed(2)} (${ratios
        .map(([name, ratio]) => `${name} ${ratio.toFixed(2)}×`)
        .join(', ')}; empty ${Math.round(empty)} ms)`,
    );
    expect(crashes).toBe(0);
    // The goal is 1.5× (issue 25); the bound leaves room for a shared, busy machine.
    expect(slowest).toBeLessThan(2);
  }, 600_000);
});

describe('same-origin messages', () => {
  it('BOOTSTRAP_DATA is accepted from the page itself, not from a same-origin frame', async () => {
    const context = await browser.newContext({ locale: 'tr-TR' });
    const page = await context.newPage();
    await page.goto(stack.siteUrl, { waitUntil: 'commit' });
    await carouselSlides(page).first().waitFor({ timeout: 120_000 });
    const slide = (title: string) => ({
      id: 1,
      slug: 'home',
      title,
      url: '/promotions',
      images: [`${stack.api.url}/api/assets/slides/1/narrow.svg`],
    });
    // A same-origin frame (as a proxied game asset page or a content page in another window
    // would be) posts to the site with the site's origin.
    await page.evaluate(
      (message) => {
        const frame = document.createElement('iframe');
        document.body.append(frame);
        const post = (frame.contentWindow as (Window & { eval(code: string): void }) | null)?.eval;
        post?.call(
          frame.contentWindow,
          `parent.postMessage(${JSON.stringify(message)}, parent.location.origin)`,
        );
      },
      { type: 'BOOTSTRAP_DATA', data: { sliderList: [slide('Frame slide')] } },
    );
    // The page's own message (as the login flow sends it) after it: when it shows, the frame's has been judged.
    await page.evaluate((message) => window.postMessage(message, location.origin), {
      type: 'BOOTSTRAP_DATA',
      data: { sliderList: [slide('Own slide')] },
    });
    await page.getByAltText('Own slide').first().waitFor();
    expect(await page.getByAltText('Frame slide').count()).toBe(0);
    // 50,000 slides from the page itself: capped, the page stays responsive.
    const many = Array.from({ length: 50_000 }, (_, index) => ({
      ...slide(`Many ${index}`),
      id: index + 1,
    }));
    await page.evaluate(
      (sliderList) =>
        window.postMessage({ type: 'BOOTSTRAP_DATA', data: { sliderList } }, location.origin),
      many,
    );
    await page.getByAltText('Many 0').first().waitFor();
    expect(await carouselSlides(page).count()).toBeLessThanOrEqual(24);
    console.log(
      'same-origin messages: accepted from the page itself 2 of 2, from a same-origin frame 0 of 1',
    );
    await context.close();
  }, 300_000);
});
