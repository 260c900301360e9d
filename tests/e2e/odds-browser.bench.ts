// `pnpm bench`: the sportsbook in Chromium (production build). The live overview with 1,200+
// odds buttons; the dev server pushes batches of 200 `oddChanged` entries (150 for odds on
// screen, 5 of them twice, 50 for odds nobody shows) through the real hub. Prints script time per
// batch (p50/p95, from Chromium's ScriptDuration), odds buttons re-rendered per batch against the
// distinct ids changed (React commits seen through the devtools hook), and add-to-slip latency
// (input to next paint, Event Timing) at 4x CPU throttling.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { bench, describe } from 'vitest';
import { launchChromium } from './support/chromium';
import { startPreviewStack } from './support/preview-stack';

const BATCHES = 120;
const COUNTED_BATCHES = 20;
const ON_SCREEN_PER_BATCH = 150;
const REPEATS = 5;
const BATCH = 200;
const CLICKS = 20;

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

/**
 * One `oddChanged` batch as the feed sends it: every change moves the rate the way its
 * changeType says (1 up, -1 down) from the odd's current rate, so each distinct id on screen
 * shows a new price. `rates` holds the current rates (read from the page, then the pushes).
 */
function makeBatch(rates: Map<number, number>): { changes: unknown[]; distinct: number } {
  const ids = [...rates.keys()];
  const chosen = new Set<number>();
  while (chosen.size < ON_SCREEN_PER_BATCH - REPEATS)
    chosen.add(ids[Math.floor(random() * ids.length)] as number);
  const list = [...chosen];
  // A repeat moves on the same way (a price that came back within one batch changed nothing).
  const change = (id: number, again?: boolean) => {
    const current = rates.get(id) ?? 2;
    const step = Math.round((0.01 + random() * 0.3) * 100) / 100;
    const up = again ?? (current - step < 1.01 || random() < 0.5);
    const odd = Math.round((up ? current + step : current - step) * 100) / 100;
    rates.set(id, odd);
    return { id, odd, changeType: up ? 1 : -1 };
  };
  const changes = list.map((id) => change(id));
  for (let i = 0; i < REPEATS; i++) {
    const first = changes[i] as { id: number; changeType: number };
    changes.push(change(first.id, first.changeType === 1));
  }
  while (changes.length < BATCH)
    changes.push({
      id: 990_000_000 + Math.floor(random() * 1e6),
      odd: Math.round((1.05 + random() * 8) * 100) / 100,
      changeType: random() < 0.5 ? 1 : -1,
    });
  return { changes, distinct: list.length };
}

/** Counts OddsButton renders per React commit (the hook React DevTools uses). */
const RENDER_COUNTER = `
  window.__oddRenders = 0;
  // A button re-rendered in this commit is a new fiber object for its element with
  // PerformedWork set; a subtree React did not touch keeps the same fiber (with stale flags),
  // and a memo bail-out is a new fiber without PerformedWork.
  const lastFiber = new WeakMap();
  const walk = (fiber) => {
    for (let node = fiber; node; node = node.sibling) {
      // An OddsButton: a function component (names are minified) whose element is the .sb-odd.
      const host = node.child && node.child.stateNode;
      if ((node.tag === 0 || node.tag === 15) && host instanceof Element && host.classList.contains('sb-odd')) {
        if (lastFiber.get(host) !== node && (node.flags & 1) && window.__countRenders) window.__oddRenders++;
        lastFiber.set(host, node);
      }
      if (node.child) walk(node.child);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) { walk(root.current.child); },
  };
`;

async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

async function openOverview(browser: Browser, url: string, counting: boolean) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'tr-TR',
  });
  const page = await context.newPage();
  if (counting) await page.addInitScript(RENDER_COUNTER);
  await page.goto(`${url}spor/live/overview/1`);
  // Pushes reach players: the real-time link starts at login (spec 001 §4).
  await page.getByRole('button', { name: 'Giriş Yap' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Giriş Yap' });
  await dialog.getByLabel('Kullanıcı adı').fill('player1');
  await dialog.getByLabel('Şifre').fill('secret1');
  await dialog.getByRole('button', { name: 'Giriş Yap' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator('.sb-row--live').first().waitFor();
  await page.waitForTimeout(1500);
  // The rates shown now (decimal format, Turkish comma): the pushes move on from them.
  const shown = await page.$$eval('button.sb-odd', (buttons) =>
    buttons.map((button) => [
      Number(button.getAttribute('data-odd-id')),
      Number(button.querySelector('.sb-odd__rate')?.textContent?.replace(',', '.')),
    ]),
  );
  const rates = new Map(shown.map(([id, rate]) => [id as number, (rate as number) || 2]));
  const ids = [...rates.keys()];
  return { context, page, ids, rates };
}

async function waitForBatch(page: Page) {
  await page.evaluate(() => {
    const target = document.querySelector('.sb-layout__center') as Node;
    (window as unknown as { __batch: Promise<void> }).__batch = new Promise((done) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      });
      // A batch that never arrives must not hang the bench.
      setTimeout(() => {
        observer.disconnect();
        done();
      }, 3000);
      observer.observe(target, {
        subtree: true,
        attributes: true,
        characterData: true,
        childList: true,
      });
    });
  });
}

describe('sportsbook in Chromium', () => {
  bench(
    'odds pushes and add-to-slip',
    async () => {
      // A production build (vite build + preview), as players get it.
      const stack = await startPreviewStack({ liveEvents: 320 });
      // The bench pushes its own batches: the simulator's would blur the counts.
      (stack.api.domains.sportsbook as { simulator: { stop(): void } }).simulator.stop();
      const url = stack.siteUrl;
      let browser: Browser | undefined;
      try {
        const progress = (text: string) => process.stderr.write(`odds-browser bench: ${text}\n`);
        progress(`serving ${url}`);
        browser = await launchChromium();

        // 1. Script time per batch, no instrumentation.
        const timing = await openOverview(browser, url, false);
        progress(`${timing.ids.length} odds buttons`);
        const cdp = await timing.context.newCDPSession(timing.page);
        await cdp.send('Performance.enable');
        const samples: number[] = [];
        for (let i = 0; i < BATCHES; i++) {
          const batch = makeBatch(timing.rates);
          await waitForBatch(timing.page);
          const before = await scriptMs(cdp);
          stack.api.hubs.broadcast('sbnotify', 'oddChanged', batch.changes);
          await timing.page.evaluate(
            () => (window as unknown as { __batch: Promise<void> }).__batch,
          );
          samples.push((await scriptMs(cdp)) - before);
        }
        await timing.context.close();
        progress(
          `timing done: p50 ${percentile(samples, 0.5).toFixed(2)} ms, p95 ${percentile(samples, 0.95).toFixed(2)} ms`,
        );

        // 2. Re-renders per batch against distinct ids changed, within one highlight time.
        const counted = await openOverview(browser, url, true);
        let renders = 0;
        let distinct = 0;
        for (let i = 0; i < COUNTED_BATCHES; i++) {
          const batch = makeBatch(counted.rates);
          await waitForBatch(counted.page);
          await counted.page.evaluate(() => {
            (window as unknown as { __oddRenders: number; __countRenders: boolean }).__oddRenders =
              0;
            (window as unknown as { __countRenders: boolean }).__countRenders = true;
          });
          stack.api.hubs.broadcast('sbnotify', 'oddChanged', batch.changes);
          await counted.page.evaluate(
            () => (window as unknown as { __batch: Promise<void> }).__batch,
          );
          renders += await counted.page.evaluate(() => {
            (window as unknown as { __countRenders: boolean }).__countRenders = false;
            return (window as unknown as { __oddRenders: number }).__oddRenders;
          });
          distinct += batch.distinct;
        }
        await counted.context.close();
        progress(`re-render count done: ${renders} re-renders, ${distinct} distinct ids`);

        // 3. Add-to-slip: input to next paint at 4x CPU throttling.
        const slip = await openOverview(browser, url, false);
        const slipCdp = await slip.context.newCDPSession(slip.page);
        await slipCdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await slip.page.evaluate(() => {
          const w = window as unknown as { __clicks: number[] };
          w.__clicks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries())
              if (entry.name === 'click') w.__clicks.push(entry.duration);
          }).observe({
            type: 'event',
            buffered: false,
            durationThreshold: 0,
          } as PerformanceObserverInit);
        });
        // Each click adds a different odd (the first of every 7th row's buttons); the optimistic
        // placeholder presses the button at once, the server answer follows.
        let added = 0;
        for (let i = 0; i < CLICKS; i++) {
          const id = slip.ids[(i * 7) % slip.ids.length];
          await slip.page.locator(`button.sb-odd[data-odd-id="${id}"]`).click();
          const pressed = await slip.page
            .waitForFunction(
              (odd) =>
                document
                  .querySelector(`button.sb-odd[data-odd-id="${odd}"]`)
                  ?.getAttribute('aria-pressed') === 'true',
              id,
              { timeout: 5000 },
            )
            .then(() => true)
            .catch(() => false);
          if (pressed) added++;
          await slip.page.waitForTimeout(300);
        }
        await slip.page.waitForTimeout(500);
        const clicks = await slip.page.evaluate(
          () => (window as unknown as { __clicks: number[] }).__clicks,
        );
        await slip.context.close();

        const at = (q: number) => percentile(samples, q).toFixed(2);
        console.log(
          [
            `odds-browser: ${timing.ids.length} odds buttons, ${BATCHES} batches of ${BATCH} changes (${ON_SCREEN_PER_BATCH} on screen, ${REPEATS} repeated); script time per batch p50 ${at(0.5)} ms, p95 ${at(0.95)} ms (goal p95 <= 8 ms); re-renders ${renders} for ${distinct} distinct ids changed over ${COUNTED_BATCHES} batches (${renders === distinct ? 'equal' : 'MISMATCH'})`,
            `add-to-slip: ${clicks.length} clicks at 4x CPU throttling (${added} pressed at once), input to next paint p50 ${percentile(clicks, 0.5).toFixed(0)} ms, p75 ${percentile(clicks, 0.75).toFixed(0)} ms (goal p75 <= 100 ms)`,
          ].join('\n'),
        );
      } finally {
        await browser?.close();
        await stack.stop();
      }
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
