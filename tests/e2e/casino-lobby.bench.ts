import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import {
  blockingTime,
  loadLine,
  median,
  pairedLine,
  pairedRatios,
  ratio,
} from './support/bench-figures';
import { launchChromium } from './support/chromium';
import { FLOOR_BROWSER_ARGS, serveFloor } from './support/floors/serve-floor';
import { startMainThreadTrace } from './support/main-thread-trace';
import { startPreviewStack } from './support/preview-stack';
import { type Stack, startStack } from './support/stack';

// The casino lobby with 2,000 games (the dev server's gameCount seed option) in Chromium at
// 1440 px, against a floor measured in the same run: the same page and tile markup with the app's
// scripts taken out and a few lines of plain script that window the grid as the product does
// (the rows in view plus 900 px each way, moved when the view comes within 300 px of an edge,
// the rest as padding): the product's work minus the framework. The demo and the floor take
// turns scroll by scroll (the order alternating pair by pair), so each pair sees the same load;
// each scroll runs in the page, one DevTools call for the whole scroll, so the bench's own calls
// stay off the measured main thread. Prints long tasks (> 50 ms) and total blocking time while
// scrolling to the end for both, and per pair the ratios of main-thread time, CPU time, TBT and
// wall time per step (median, IQR) and the long tasks the floor did not have. Goal: no long task
// the floor does not also have. The figures go to docs/casino.md and docs/performance.md.
//
// The demo runs as players get it: a production build (`vite build` + `vite preview`).
// CASINO_BENCH_DEV=1 measures the Vite dev server instead (React's development build, several
// times slower; useful to compare, not the figure to judge). CASINO_BENCH_TRACE=1 adds a
// Chromium trace of each scroll: main-thread time by kind (script, style, layout, paint, decode)
// (the build is then left unminified).

const GAMES = 2000;
const DEV = process.env.CASINO_BENCH_DEV === '1';
const TRACE = process.env.CASINO_BENCH_TRACE === '1';
/** A tile image requested while its tile was farther than this below the viewport is "early". */
const NEAR_PX = 2500;
const LOBBY = 'casino/slot?category=1';
/**
 * Scroll pairs (demo and floor, the order alternating): 9 pairs give a median with an IQR
 * (3 were too few); CASINO_BENCH_PAIRS sets another count.
 */
const PAIRS = Number(process.env.CASINO_BENCH_PAIRS ?? 9);

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    DEV
      ? startStack({ casinoGames: GAMES })
      : startPreviewStack({ casinoGames: GAMES, minify: !TRACE }),
    launchChromium(FLOOR_BROWSER_ARGS),
  ]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

interface LobbyProbe {
  longTasks: number[];
  firstTile: number | null;
  early: number;
  images: number;
  /** The tiles seen while scrolling, by place (the collecting pass only). */
  tiles: Record<number, string>;
}

/** Installed before the page runs: long tasks, the first tile, where images load. */
function installProbe() {
  const probe: LobbyProbe = { longTasks: [], firstTile: null, early: 0, images: 0, tiles: {} };
  (window as unknown as { __lobby: LobbyProbe }).__lobby = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.name.includes('/casino/assets/game/')) continue;
      probe.images++;
      const img = [...document.querySelectorAll<HTMLImageElement>('.site-game-tile__art img')].find(
        (element) => element.currentSrc === entry.name || element.src === entry.name,
      );
      if (img && img.getBoundingClientRect().top - window.innerHeight > 2500) probe.early++;
    }
  }).observe({ type: 'resource', buffered: true });
  // Watches until the first tile is there, then stops (its cost stays out of the scroll).
  const watch = new MutationObserver(() => {
    if (!document.querySelector('.site-game-tile__art img')) return;
    watch.disconnect();
    requestAnimationFrame(() => {
      probe.firstTile ??= performance.now();
    });
  });
  watch.observe(document, { childList: true, subtree: true });
}

/**
 * Scrolls 700 px a step to the last game, one frame per step as a wheel scroll gives the page;
 * `collect` keeps each tile's HTML on the way. The loop runs in the page, one call for the whole
 * scroll: the bench's own DevTools calls stay out of the page's main thread while it is measured.
 */
async function scrollToEnd(page: Page, expected: number, collect: boolean): Promise<number> {
  const steps = await page.evaluate(
    async ([total, keep]) => {
      const grid = document.querySelector('[data-testid="game-grid"]');
      const { tiles } = (window as unknown as { __lobby: LobbyProbe }).__lobby;
      for (let step = 0; step < 2000; step++) {
        window.scrollBy(0, 700);
        await new Promise(requestAnimationFrame);
        // The collecting pass waits (frame by frame) until the grid's tiles cover the viewport:
        // a window move is a transition a busy page can put off, and a step of 700 px is less
        // than a viewport, so tiles that covered every step's view are every tile.
        for (let frame = 0; keep && grid && frame < 600; frame++) {
          const items = grid.querySelectorAll(':scope > li[aria-posinset]');
          const top = items[0]?.getBoundingClientRect().top ?? 1;
          const bottom = items[items.length - 1]?.getBoundingClientRect().bottom ?? 0;
          const atStart = items[0]?.getAttribute('aria-posinset') === '1';
          const atEnd = items[items.length - 1]?.getAttribute('aria-posinset') === String(total);
          if ((top <= 0 || atStart) && (bottom >= window.innerHeight || atEnd)) break;
          await new Promise(requestAnimationFrame);
        }
        if (keep && grid)
          for (const item of grid.querySelectorAll(':scope > li[aria-posinset]'))
            tiles[Number(item.getAttribute('aria-posinset'))] ??= item.outerHTML;
        // The grid is windowed: the end is the last game on screen, not every tile in the DOM.
        const last = grid?.querySelector(`:scope > [aria-posinset="${total}"]`);
        if (last != null && window.scrollY + window.innerHeight >= document.body.scrollHeight - 2)
          return step + 1;
      }
      return 0;
    },
    [expected, collect] as const,
  );
  if (steps === 0) throw new Error('the lobby never reached its end');
  return steps;
}

/** The main thread's busy time (tasks less DevTools commands) and CPU time, ms so far. */
async function mainThreadMs(cdp: CDPSession): Promise<{ busy: number; cpu: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) =>
    (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
  return {
    busy: value('TaskDuration') - value('DevToolsCommandDuration'),
    cpu: value('ThreadTime'),
  };
}

/**
 * The floor's windowing, run in the page (plain script, no framework): the tiles' markup by
 * place, and the product's window rule (use-grid-window.ts) applied with plain DOM calls.
 */
const FLOOR_WINDOW = `
  const tiles = JSON.parse(document.getElementById('floor-tiles').textContent);
  const list = document.querySelector('[data-testid="game-grid"]');
  const OVERSCAN = 900, SLACK = 300;
  let start = 0, end = Math.min(tiles.length, 36), frame = 0, columns = 0, stride = 0;
  // Like React's keyed list: tiles that stay keep their elements (and loaded images), tiles
  // that leave are removed, new ones are made from their markup and put in place.
  const shown = new Map();
  const make = (index) => {
    const holder = document.createElement('template');
    holder.innerHTML = tiles[index];
    return holder.content.firstElementChild;
  };
  const render = () => {
    for (const [index, element] of shown)
      if (index < start || index >= end) { element.remove(); shown.delete(index); }
    let next = list.firstElementChild;
    for (let index = start; index < end; index++) {
      const have = shown.get(index);
      if (have) { next = have.nextElementSibling; continue; }
      const element = make(index);
      shown.set(index, element);
      list.insertBefore(element, next);
    }
    if (!columns) return;
    const rows = Math.ceil(tiles.length / columns);
    list.style.paddingTop = Math.floor(start / columns) * stride + 'px';
    list.style.paddingBottom = (rows - Math.ceil(end / columns)) * stride + 'px';
  };
  const update = () => {
    frame = 0;
    const top = -list.getBoundingClientRect().top, bottom = top + innerHeight;
    const covered = (start === 0 || Math.floor(start / columns) * stride <= top - SLACK) &&
      (end >= tiles.length || Math.ceil(end / columns) * stride >= bottom + SLACK);
    if (covered) return;
    const rows = Math.ceil(tiles.length / columns);
    const first = Math.min(Math.max(0, Math.floor((top - OVERSCAN) / stride)), rows - 1);
    const last = Math.min(rows, Math.max(first + 1, Math.ceil((bottom + OVERSCAN) / stride)));
    start = first * columns;
    end = Math.min(tiles.length, last * columns);
    render();
  };
  render();
  const style = getComputedStyle(list);
  columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
  stride = list.firstElementChild.getBoundingClientRect().height + (parseFloat(style.rowGap) || 0);
  render();
  update();
  addEventListener('scroll', () => { frame ||= requestAnimationFrame(update); }, { passive: true });
`;

/**
 * The floor: the lobby page as the collecting pass left it, the app's scripts taken out, the
 * tiles' markup (the same markup, lazy images and CSS) windowed by FLOOR_WINDOW.
 */
async function floorHtml(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const { tiles } = (window as unknown as { __lobby: LobbyProbe }).__lobby;
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      for (const node of copy.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
      const grid = copy.querySelector('[data-testid="game-grid"]');
      if (!grid) throw new Error('no game grid to copy');
      grid.removeAttribute('style');
      grid.innerHTML = '';
      const markup = Object.keys(tiles)
        .map(Number)
        .sort((a, b) => a - b)
        .map((place) => tiles[place]);
      const data = document.createElement('script');
      data.type = 'application/json';
      data.id = 'floor-tiles';
      data.textContent = JSON.stringify(markup).replace(/</g, '\\u003c');
      copy.querySelector('body')?.append(data);
      return `<!doctype html>${copy.outerHTML}`;
    })
    .then((html) => html.replace('</body>', `<script>${FLOOR_WINDOW}</script></body>`));
}

interface ScrollRun {
  longTasks: number[];
  steps: number;
  firstPaint: number | null;
  images: number;
  early: number;
  trace: string | null;
  /** Wall time per scroll step, ms (a step: scroll 700 px, wait a frame). */
  perStep: number;
  /** Main-thread task time during the scroll, DevTools commands left out, ms. */
  busy: number;
  /** Main-thread CPU time during the scroll, ms. */
  cpu: number;
}

/** One scroll to the end of the demo's lobby or of the floor; `collect` keeps the tiles. */
async function scrollRun(
  which: 'demo' | 'floor',
  floor: string | null,
  collect = false,
): Promise<ScrollRun & { floorHtml?: string; expected: number; collected: number }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // A machine with 10+ jobs per core stretches every step; the bench waits rather than fails.
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  await page.addInitScript(installProbe);
  if (which === 'floor') {
    if (!floor) throw new Error('the floor needs the collecting pass first');
    await page.goto(await serveFloor(context, stack.siteUrl, '__floor/lobby', floor));
  } else {
    await page.goto(`${stack.siteUrl}${LOBBY}`);
  }
  await page.locator('[data-testid="game-grid"] .site-game-tile').first().waitFor();
  const count = page.getByTestId('category-count');
  await count.waitFor();
  const expected = Number(((await count.textContent()) ?? '').replace(/\D/g, ''));
  const beforeScroll = await page.evaluate(
    () => (window as unknown as { __lobby: LobbyProbe }).__lobby.longTasks.length,
  );
  const trace = TRACE ? await startMainThreadTrace(page) : null;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await mainThreadMs(cdp);
  const scrollStart = performance.now();
  const steps = await scrollToEnd(page, expected, collect);
  const perStep = (performance.now() - scrollStart) / steps;
  // The last frames and image decodes land: two more frames after the end.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const after = await mainThreadMs(cdp);
  const traced = trace ? await trace.stop() : null;
  const probe = await page.evaluate(() => (window as unknown as { __lobby: LobbyProbe }).__lobby);
  const html = collect ? await floorHtml(page) : undefined;
  const collected = Object.keys(probe.tiles).length;
  await context.close();
  return {
    longTasks: probe.longTasks.slice(beforeScroll),
    steps,
    firstPaint: probe.firstTile,
    images: probe.images,
    early: probe.early,
    trace: traced,
    perStep,
    busy: after.busy - before.busy,
    cpu: after.cpu - before.cpu,
    expected,
    collected,
    ...(html ? { floorHtml: html } : {}),
  };
}

const once = { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 };

describe('casino lobby', () => {
  bench(
    `casino lobby: ${GAMES} games scrolled to the end at 1440 px, against a windowed plain-script floor`,
    async () => {
      const lines = [loadLine('start')];
      // Not measured: collects every tile's markup for the floor (and warms the servers).
      const collecting = await scrollRun('demo', null, true);
      const floor = collecting.floorHtml ?? null;
      if (collecting.collected !== collecting.expected)
        throw new Error(
          `the collecting pass saw ${collecting.collected} of ${collecting.expected} tiles`,
        );
      const runs = { demo: [] as ScrollRun[], floor: [] as ScrollRun[] };
      for (let pair = 0; pair < PAIRS; pair++) {
        const order = pair % 2 === 0 ? (['demo', 'floor'] as const) : (['floor', 'demo'] as const);
        for (const which of order) runs[which].push(await scrollRun(which, floor));
      }
      // Per pair, the demo's scroll against the floor's scroll next to it.
      const paired = (measure: (run: ScrollRun) => number) =>
        pairedLine(
          pairedRatios(
            runs.demo.map((run, index) => ({
              product: measure(run),
              floor: measure(runs.floor[index] as ScrollRun),
            })),
          ),
        );
      const extraTasks = runs.demo.map(
        (run, index) => run.longTasks.length - (runs.floor[index] as ScrollRun).longTasks.length,
      );
      const summary = (list: ScrollRun[]) => {
        const tasks = list.flatMap((run) => run.longTasks);
        return {
          count: tasks.length,
          longest: Math.round(Math.max(0, ...tasks)),
          tbt: Math.round(blockingTime(tasks) / list.length),
          busy: Math.round(median(list.map((run) => run.busy))),
          steps: [...new Set(list.map((run) => run.steps))].join('/'),
        };
      };
      const demo = summary(runs.demo);
      const base = summary(runs.floor);
      const first = runs.demo[0] as ScrollRun;
      lines.push(
        `casino-lobby${DEV ? ' [vite dev]' : ''}: ${GAMES} games (${collecting.expected} in the scrolled category), ${PAIRS} scrolls each to the end (${demo.steps} steps), demo and windowed plain-script floor in turn`,
        `  long tasks while scrolling: demo ${demo.count} (longest ${demo.longest} ms, TBT ${demo.tbt} ms a scroll); floor ${base.count} (longest ${base.longest} ms, TBT ${base.tbt} ms a scroll); long tasks the floor does not have: ${Math.max(0, demo.count - base.count)} (goal 0), per pair median ${median(extraTasks)}, most ${Math.max(...extraTasks)}; demo/floor long tasks ${ratio(demo.count, base.count)}, TBT ${ratio(demo.tbt, base.tbt)}`,
        `  per-pair ratio medians: main-thread time ${paired((run) => run.busy)} (demo ${demo.busy} ms, floor ${base.busy} ms a scroll, median); CPU time ${paired((run) => run.cpu)}; TBT ${paired((run) => blockingTime(run.longTasks))}; wall time per step ${paired((run) => run.perStep)}`,
        `  demo first grid paint ${Math.round(first.firstPaint ?? -1)} ms after navigation start; game images requested: ${first.images} for ${collecting.expected} tiles (floor ${runs.floor[0]?.images}); requested more than ${NEAR_PX} px below the viewport: ${first.early}`,
        ...(TRACE
          ? [...runs.demo, ...runs.floor].map(
              (run, index) => `  main thread (${index < PAIRS ? 'demo' : 'floor'}): ${run.trace}`,
            )
          : []),
        loadLine('end'),
      );
      console.log(lines.join('\n'));
    },
    once,
  );
});
