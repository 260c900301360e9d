import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { loadLine } from './support/bench-figures';
import { launchChromium } from './support/chromium';
import { startMainThreadTrace } from './support/main-thread-trace';
import { startPreviewStack } from './support/preview-stack';
import type { Stack } from './support/stack';

// `pnpm bench page-load-trace`: where a page load's main-thread time goes, as Lighthouse's
// mobile run sees the page (412 px, touch, 4x CPU throttle), on the production build of the demo
// left unminified so the profile names functions. Per page, TRACE_RUNS loads (default 3), each
// traced from navigation until its game tiles and the art on screen have loaded: main-thread time by kind, the long
// tasks (wall/CPU), script self time by function, and keen-slider's measuring: the self time of
// its two functions that force a layout (the one around `getBoundingClientRect`, the one that
// reads the track's `direction` with getComputedStyle), found by their text in the served
// bundle. Absolute times move with the machine's load (printed at start and end); compare runs
// made at a similar load. Figures: docs/performance.md.
// TRACE_PAGES=",casino/slot" (the default) lists the paths ("" is the home page).

const PAGES = (process.env.TRACE_PAGES ?? ',casino/slot').split(',').map((path) => path.trim());
const RUNS = Number(process.env.TRACE_RUNS ?? 3);

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startPreviewStack({ minify: false }), launchChromium()]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function tracedLoad(path: string): Promise<string> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  // A document of the site's origin first: the traced navigation then stays in its renderer
  // process (from about:blank it moved to a new one, and some traces caught almost nothing).
  await page.goto(`${stack.siteUrl}favicon.svg`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const trace = await startMainThreadTrace(page, { functions: 60 });
  await page.goto(`${stack.siteUrl}${path}`, { timeout: 120_000 });
  // Until the page has drawn its rails and their art (the network can fall idle while the
  // throttled entry script still runs, before the page asks for its data).
  await page.locator('.site-game-tile').first().waitFor({ timeout: 120_000 });
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          // On screen: lazy art below or to the right waits for its turn.
          const box = image.getBoundingClientRect();
          return box.top < window.innerHeight && box.left < window.innerWidth && box.right > 0;
        })
        .every((image) => image.complete),
    null,
    { timeout: 120_000 },
  );
  await page.waitForLoadState('networkidle');
  const traced = await trace.stop();
  const keen = await keenMeasuring(page, traced);
  await context.close();
  return `${traced}\n  keen-slider measuring (self time): ${keen}`;
}

/** Marks the function that holds them as keen-slider's (dist code, names are single letters). */
const KEEN_MARKS = ['n.getBoundingClientRect()', 'getPropertyValue("direction")'];

/** Sums the traced self time of keen-slider's measuring functions, by their line in the entry. */
async function keenMeasuring(page: Page, traced: string): Promise<string> {
  const entry = await page.evaluate(
    () => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '',
  );
  const lines = (await (await page.request.get(entry)).text()).split('\n');
  const file = entry.split('/').pop() ?? '';
  const starts = KEEN_MARKS.map((mark) => {
    let at = lines.findIndex((line) => line.includes(mark));
    while (at > 0 && !/^\s*function \w+\(/.test(lines[at] ?? '')) at--;
    return at + 1;
  });
  const [measure = 0, direction = 0] = starts.map((line) => {
    const found = new RegExp(` ${file.replace('.', '\\.')}:${line} (\\d+) ms`).exec(traced);
    return Number(found?.[1] ?? 0);
  });
  return `${measure + direction} ms (getBoundingClientRect ${measure} ms, direction ${direction} ms)`;
}

describe('page load trace', () => {
  bench(
    'page load trace at 4x CPU, 412 px',
    async () => {
      const lines = [loadLine('start')];
      // Not measured: warms the servers and the browser's caches of the build's files.
      await tracedLoad(PAGES[0] ?? '');
      for (const path of PAGES) {
        for (let run = 1; run <= RUNS; run++) {
          lines.push(`/${path} run ${run}: ${await tracedLoad(path)}`);
        }
      }
      lines.push(loadLine('end'));
      console.log(lines.join('\n'));
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
