import type { Browser } from 'playwright-core';

/** Lighthouse's mobile preset screen (Moto G Power). */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75 };

export interface LayoutShift {
  /** Time after navigation start, ms. */
  at: number;
  value: number;
  /** The elements that moved: a short selector, and their top before and after, px. */
  sources: { node: string; from: number; to: number; height: number }[];
}

export interface LargestPaint {
  at: number;
  /** A short selector of the element, and its image's file name if it is one. */
  element: string;
  image: string;
  size: number;
}

export interface LoadProbe {
  shifts: LayoutShift[];
  /** The last `largest-contentful-paint` entry: the page's LCP element. */
  largest: LargestPaint | null;
}

/**
 * Records every `layout-shift` entry with the elements it moved and the last
 * `largest-contentful-paint` entry (in the page, buffered).
 */
function recordLoad() {
  const w = window as unknown as { __shifts: unknown[]; __largest: unknown };
  w.__shifts = [];
  w.__largest = null;
  const name = (node: Node | null) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const classes = [...node.classList].slice(0, 2).join('.');
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes ? `.${classes}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      startTime: number;
      value: number;
      hadRecentInput: boolean;
      sources: {
        node: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      w.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: entry.sources.map((source) => ({
          node: name(source.node),
          from: Math.round(source.previousRect.top),
          to: Math.round(source.currentRect.top),
          height: Math.round(source.currentRect.height),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as unknown as
      | { startTime: number; element: Element | null; url: string; size: number }
      | undefined;
    if (!last) return;
    w.__largest = {
      at: Math.round(last.startTime),
      element: name(last.element),
      image: last.url.replace(/^.*\//, '').replace(/\?.*$/, ''),
      size: last.size,
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Loads `url` in a fresh mobile context (no cached bootstrap, as Lighthouse loads it) and
 * returns its layout shifts until the network is quiet and a second after (Lighthouse's window),
 * which elements moved and by how much, and the largest paint's element.
 * Lighthouse 12.2's own `layout-shifts` audit fails on Debian's current Chromium (its trace
 * engine cannot read the screenshots), so the bench asks the page.
 */
export async function probeLoad(browser: Browser, url: string): Promise<LoadProbe> {
  const context = await browser.newContext({
    viewport: { width: MOBILE.width, height: MOBILE.height },
    deviceScaleFactor: MOBILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLoad);
    await page.goto(url, { waitUntil: 'networkidle' });
    // A measuring window, not a wait for a state: late shifts (art arriving) count too.
    await page.waitForTimeout(1000);
    return await page.evaluate(() => {
      const w = window as unknown as { __shifts: LayoutShift[]; __largest: LargestPaint | null };
      return { shifts: w.__shifts, largest: w.__largest };
    });
  } finally {
    await context.close();
  }
}

/** One line per shift of at least `min`: when, how much, and the five largest movers. */
export function describeShifts(shifts: readonly LayoutShift[], min = 0.005): string[] {
  return shifts
    .filter((shift) => shift.value >= min)
    .map(
      (shift) =>
        `${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.sources
          .slice(0, 5)
          .map((source) => `${source.node} ${source.from}→${source.to} px (h ${source.height})`)
          .join(', ')}`,
    );
}
