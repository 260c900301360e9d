import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { loadLine } from './support/bench-figures';
import { launchChromium } from './support/chromium';
import { startMainThreadTrace } from './support/main-thread-trace';
import { startPreviewStack } from './support/preview-stack';
import type { Stack } from './support/stack';

// `pnpm bench page-load-trace`: where a page load's main-thread time goes, as Lighthouse's
// mobile run sees the page (412 px, touch, 4x CPU throttle), on the production build of the demo
// left unminified so the profile names functions. Per page, TRACE_RUNS loads (default 3), each
// traced from navigation until the network has been idle: main-thread time by kind, the long
// tasks (wall/CPU), and script self time by function (keen-slider's measuring shows as
// `getBoundingClientRect`). Absolute times move with the machine's load (printed at start and
// end); compare runs made at a similar load. Figures: docs/performance.md.
// TRACE_PAGES=",casino/slot" (the default) lists the paths ("" is the home page).

const PAGES = (process.env.TRACE_PAGES ?? ',casino/slot').split(',').map((path) => path.trim());
const RUNS = Number(process.env.TRACE_RUNS ?? 3);

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startPreviewStack({ minify: false }),
    launchChromium(),
  ]);
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
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const trace = await startMainThreadTrace(page);
  await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  const traced = await trace.stop();
  await context.close();
  return traced;
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
