// `pnpm bench`: Lighthouse (12.2, mobile preset: a Moto G Power viewport, simulated slow 4G and
// 4x CPU) on the production build of the demo (`vite build` + `vite preview` against the dev
// server), in Debian's Chromium. Prints the performance, accessibility and best-practices scores
// and LCP, TBT, CLS per page, and the audits that lost points. Goals (docs/performance.md):
// performance >= 90 (>= 95 on the home page), accessibility 100, best practices >= 95,
// CLS <= 0.1. Then each page once more in a plain mobile context: its largest paint's element
// and the elements each layout shift moved. LIGHTHOUSE_REPORTS=dir keeps each page's JSON
// report there; LIGHTHOUSE_PAGES=",casino/slot" measures only those paths ("" is the home page).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { type Browser, chromium } from 'playwright-core';
import { bench, describe } from 'vitest';
import { loadLine } from './support/bench-figures';
import { findChromium } from './support/chromium';
import { describeShifts, probeLoad } from './support/load-probe';
import { startPreviewStack } from './support/preview-stack';
import { freePort } from './support/stack';

const PAGES = [
  { path: '', performance: 95 },
  { path: 'spor/prematch/home', performance: 90 },
  { path: 'spor/live/overview/1', performance: 90 },
  { path: 'casino/slot', performance: 90 },
] as const;
/** The pages to measure: all, or the paths listed (comma-separated) in LIGHTHOUSE_PAGES. */
function chosenPages(): readonly (typeof PAGES)[number][] {
  const listed = process.env.LIGHTHOUSE_PAGES;
  if (listed === undefined) return PAGES;
  const paths = new Set(listed.split(',').map((path) => path.trim().replace(/^\//, '')));
  return PAGES.filter((page) => paths.has(page.path));
}
const GOALS = { accessibility: 100, bestPractices: 95, cls: 0.1 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

interface Audit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** Audits that lost points, worst first (informational and passed ones left out). */
function lostPoints(audits: Record<string, Audit>): string[] {
  return Object.values(audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode) &&
        !audit.id.startsWith('diagnostics'),
    )
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

describe('lighthouse', () => {
  bench(
    'lighthouse mobile on the production build',
    async () => {
      const lines = [loadLine('start')];
      const stack = await startPreviewStack();
      const port = await freePort();
      let browser: Browser | undefined;
      try {
        // Lighthouse drives the browser over its debugging port, in a tab of its own.
        browser = await chromium.launch({
          executablePath: findChromium(),
          args: [
            `--remote-debugging-port=${port}`,
            '--no-sandbox',
            '--disable-gpu',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        });
        const reports = process.env.LIGHTHOUSE_REPORTS;
        if (reports) await mkdir(reports, { recursive: true });
        for (const target of chosenPages()) {
          const url = `${stack.siteUrl}${target.path}`;
          const result = await lighthouse(url, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
          if (!result) throw new Error(`lighthouse gave no result for ${url}`);
          const { categories, audits } = result.lhr;
          const performance = score(categories.performance?.score);
          const accessibility = score(categories.accessibility?.score);
          const bestPractices = score(categories['best-practices']?.score);
          const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
          const cls = metric('cumulative-layout-shift');
          const met =
            performance >= target.performance &&
            accessibility >= GOALS.accessibility &&
            bestPractices >= GOALS.bestPractices &&
            cls <= GOALS.cls;
          lines.push(
            `lighthouse /${target.path}: performance ${performance} (goal >= ${target.performance}), accessibility ${accessibility}, best practices ${bestPractices}; LCP ${Math.round(metric('largest-contentful-paint'))} ms, TBT ${Math.round(metric('total-blocking-time'))} ms, CLS ${cls.toFixed(3)}${met ? '' : ' — BELOW GOAL'}`,
          );
          // A page Lighthouse could not load (a protocol timeout on a loaded machine) says why.
          const failure = result.lhr.runtimeError;
          if (failure) lines.push(`  not measured: ${failure.code} ${failure.message}`);
          const lost = lostPoints(audits as unknown as Record<string, Audit>);
          if (lost.length > 0) lines.push(`  lost points: ${lost.join(', ')}`);
          // Which element is the largest paint and what moved: Lighthouse 12.2's own audits of
          // these fail on this Chromium, so the page is loaded once more and asked.
          const probe = await probeLoad(browser, url);
          const largest = probe.largest;
          lines.push(
            `  largest paint: ${largest ? `${largest.element}${largest.image ? ` (${largest.image})` : ''} at ${largest.at} ms` : 'none'}; layout shifts: ${describeShifts(probe.shifts).join('; ') || 'none over 0.005'}`,
          );
          if (reports) {
            const name = target.path.replace(/\//g, '_') || 'home';
            await writeFile(join(reports, `${name}.json`), JSON.stringify(result.lhr, null, 1));
          }
        }
        lines.push(loadLine('end'));
        console.log(lines.join('\n'));
      } finally {
        await browser?.close();
        await stack.stop();
      }
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
