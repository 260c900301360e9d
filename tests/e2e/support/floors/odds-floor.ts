import type { BrowserContext, Page } from 'playwright-core';
import type { FloorCell } from './odds-floor.page';
import { floorBundle, scriptJson, serveFloor, stylesheetLinks } from './serve-floor';

export type { FloorCell };

/**
 * Opens the odds floor (odds-floor.page.ts) in `context`: the given cells, logged in as
 * `login.username` so the bench can push to it alone (`hubs.sendToUser`). Resolves once the
 * cells are on screen and the real-time link is up.
 */
export async function openOddsFloor(
  context: BrowserContext,
  options: {
    siteUrl: string;
    cells: readonly FloorCell[];
    login: { username: string; password: string };
    stylesheets: readonly string[];
  },
): Promise<Page> {
  const script = await floorBundle('./odds-floor.page.ts');
  const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>odds floor</title>${stylesheetLinks(options.stylesheets)}<style>.floor-grid{display:grid;grid-template-columns:repeat(16,1fr);gap:4px;margin-right:340px}.floor-slip-panel{position:fixed;top:0;right:0;width:320px;max-height:100vh;overflow:auto}</style></head><body><script>window.__floorCells=${scriptJson(options.cells)};window.__floorLogin=${scriptJson(options.login)};</script><script type="module">${script.replace(/<\/script/gi, '<\\/script')}</script></body></html>`;
  const url = await serveFloor(context, options.siteUrl, '__floor/odds', html);
  const page = await context.newPage();
  // The floor's own failures (login, hub) show in the bench's output.
  page.on('pageerror', (error) => process.stderr.write(`odds floor: ${error.message}\n`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      process.stderr.write(`odds floor console: ${message.text()}\n`);
  });
  await page.goto(url);
  await page.waitForFunction(() => '__floorReady' in window);
  await page.evaluate(() => (window as unknown as { __floorReady: Promise<number> }).__floorReady);
  return page;
}
