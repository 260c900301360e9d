import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { BrowserContext } from 'playwright-core';

/**
 * Serves a floor page on the demo's own origin (a route of the browser context): the demo's
 * stylesheets, images and API proxy answer it as they answer the demo, and nothing is added to
 * the demo build. `path` is under the site URL, e.g. `__floor/odds`.
 */
export async function serveFloor(
  context: BrowserContext,
  siteUrl: string,
  path: string,
  html: string,
): Promise<string> {
  const url = new URL(path, siteUrl).href;
  await context.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  return url;
}

const bundles = new Map<string, Promise<string>>();

/** A browser bundle of one floor script (minified, production), built once per run. */
export function floorBundle(file: string): Promise<string> {
  let bundle = bundles.get(file);
  if (!bundle) {
    bundle = build({
      entryPoints: [resolve(import.meta.dirname, file)],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      conditions: ['@site/source'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    }).then((result) => result.outputFiles[0]?.text ?? '');
    bundles.set(file, bundle);
  }
  return bundle;
}

/** The demo page's stylesheet links, so a floor lays out with the same CSS. */
export function stylesheetLinks(hrefs: readonly string[]): string {
  return hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
}

/** JSON safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Chromium switches a floor page needs: its document is routed, so it counts as public. */
export const FLOOR_BROWSER_ARGS = ['--disable-features=LocalNetworkAccessChecks'] as const;
