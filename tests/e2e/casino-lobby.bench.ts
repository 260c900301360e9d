import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { launchChromium } from './support/chromium';
import { startMainThreadTrace } from './support/main-thread-trace';
import { startPreviewStack } from './support/preview-stack';
import { type Stack, startStack } from './support/stack';

// The casino lobby with 2,000 games (the dev server's gameCount seed option) in Chromium at
// 1440 px: time to the first painted grid, long tasks (> 50 ms) while scrolling the largest
// category to its end, and game images requested while far from the viewport. Goal: no long
// task over 50 ms. The figures go to docs/casino.md.
//
// The demo runs as players get it: a production build (`vite build` + `vite preview`).
// CASINO_BENCH_DEV=1 measures the Vite dev server instead (React's development build, several
// times slower; useful to compare, not the figure to judge). CASINO_BENCH_TRACE=1 adds a
// Chromium trace of the scroll: main-thread time by kind (script, style, layout, paint, decode)
// and the functions the script time went to (the build is then left unminified).

const GAMES = 2000;
const DEV = process.env.CASINO_BENCH_DEV === '1';
const TRACE = process.env.CASINO_BENCH_TRACE === '1';
/** A tile image requested while its tile was farther than this below the viewport is "early". */
const NEAR_PX = 2500;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    DEV
      ? startStack({ casinoGames: GAMES })
      : startPreviewStack({ casinoGames: GAMES, minify: !TRACE }),
    launchChromium(),
  ]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

interface LobbyProbe {
  longTasks: number[];
  firstTile: number | null;
  firstArt: number | null;
  early: number;
  images: number;
}

/** Installed before the page runs: long tasks, the first tile and art, where images load. */
function installProbe(checkPositions: boolean) {
  const probe: LobbyProbe = { longTasks: [], firstTile: null, firstArt: null, early: 0, images: 0 };
  (window as unknown as { __lobby: LobbyProbe }).__lobby = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.name.includes('/casino/assets/game/')) continue;
      probe.images++;
      // Where the image sits (a layout read): skipped when the art is blocked and never shows.
      if (!checkPositions) continue;
      const img = [...document.querySelectorAll<HTMLImageElement>('.site-game-tile__art img')].find(
        (element) => element.currentSrc === entry.name || element.src === entry.name,
      );
      if (img && img.getBoundingClientRect().top - window.innerHeight > 2500) probe.early++;
    }
  }).observe({ type: 'resource', buffered: true });
  // Watches until the first tile and its art are there, then stops (its own cost stays out
  // of the scroll's figures).
  const watch = new MutationObserver(() => {
    const art = document.querySelector<HTMLImageElement>('.site-game-tile__art img');
    if (probe.firstTile === null && art) {
      requestAnimationFrame(() => {
        probe.firstTile ??= performance.now();
      });
    }
    if (probe.firstArt === null && art?.complete && art.naturalWidth > 0) {
      probe.firstArt = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { childList: true, subtree: true, attributes: true });
}

async function scrollToEnd(page: Page, expected: number): Promise<number> {
  for (let step = 0; step < 2000; step++) {
    const done = await page.evaluate((total) => {
      window.scrollBy(0, 700);
      // The grid is windowed: the end is the last game on screen, not every tile in the DOM.
      const last = document.querySelector(`[data-testid="game-grid"] > [aria-posinset="${total}"]`);
      return last !== null && window.scrollY + window.innerHeight >= document.body.scrollHeight - 2;
    }, expected);
    await page.waitForTimeout(16);
    if (done) return step + 1;
  }
  throw new Error('the lobby never reached its end');
}

/** One run: with the game art, or with it blocked (to tell rendering from image decoding). */
async function measure(withArt: boolean): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(installProbe, withArt);
  if (!withArt) await page.route('**/casino/assets/game/**', (route) => route.abort());
  await page.goto(`${stack.siteUrl}casino/slot?category=1`);
  await page.locator('[data-testid="game-grid"] .site-game-tile').first().waitFor();
  const count = page.getByTestId('category-count');
  await count.waitFor();
  const expected = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
  const firstPaint = await page.evaluate(
    () => (window as unknown as { __lobby: LobbyProbe }).__lobby.firstTile,
  );
  const beforeScroll = await page.evaluate(
    () => (window as unknown as { __lobby: LobbyProbe }).__lobby.longTasks.length,
  );
  const trace = TRACE ? await startMainThreadTrace(page) : null;
  const steps = await scrollToEnd(page, expected);
  await page.waitForTimeout(500);
  const traced = trace ? await trace.stop() : null;
  const probe = await page.evaluate(() => (window as unknown as { __lobby: LobbyProbe }).__lobby);
  const scrolling = probe.longTasks.slice(beforeScroll);
  const longest = Math.round(Math.max(0, ...scrolling));
  const longestLoad = Math.round(Math.max(0, ...probe.longTasks.slice(0, beforeScroll)));
  console.log(
    [
      `casino-lobby${withArt ? '' : ' (art blocked)'}${DEV ? ' [vite dev]' : ''}: ${GAMES} games (${expected} in the scrolled category), longest task ${longest} ms while scrolling (goal <= 50 ms), ${scrolling.length} long tasks in ${steps} scroll steps`,
      `  first grid paint ${Math.round(firstPaint ?? -1)} ms after navigation start, first art ${Math.round(probe.firstArt ?? -1)} ms; longest task while loading ${longestLoad} ms`,
      `  game images requested: ${probe.images} for ${expected} tiles; requested more than ${NEAR_PX} px below the viewport: ${probe.early}`,
      ...(traced ? [`  main thread while scrolling: ${traced}`] : []),
    ].join('\n'),
  );
  await context.close();
}

const once = { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 };

describe('casino lobby', () => {
  bench(
    `casino lobby: ${GAMES} games, first paint and scroll to the end at 1440 px`,
    () => measure(true),
    once,
  );
  bench(`casino lobby: ${GAMES} games, the same with the art blocked`, () => measure(false), once);
});
