import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The demo's security headers, sent by the Vite dev and preview servers. An operator's
 * production server sends the same (see docs/security.md).
 *
 * - `frame-ancestors 'none'` (and X-Frame-Options for old browsers): no other site can frame
 *   login or deposit to trick a click.
 * - `img-src` matches the link policy's image rule: the page's own origin plus the origins
 *   the site passes as `imageOrigins` (here the dev server that hosts the CMS art).
 * - `frame-src`: game and payment pages (https providers, the dev server's stand-ins) and the
 *   sandboxed `srcdoc` game frames, nothing else.
 * - No `script-src` here: Vite's dev client injects inline scripts; the production policy in
 *   docs/security.md adds `script-src 'self'`.
 */
function securityHeaders(imageOrigins: readonly string[]): Record<string, string> {
  const extra = imageOrigins.join(' ');
  const policy = [
    "frame-ancestors 'none'",
    `img-src 'self' data: blob: ${extra}`.trim(),
    `frame-src 'self' https: ${extra}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** Where the React components look for a flag (`FLAGS_PATH` of @site/react). */
const FLAGS_PATH = 'flags/4x3/';
const CODE = /^[a-z]{2}(-[a-z]{2,3})?$/;

/**
 * The country flags from npm `flag-icons` (MIT): its 4x3 SVGs served under `/flags/4x3/` by
 * the dev and preview servers and copied into the build as files. No flag is in a script or a
 * stylesheet: a page fetches only the flags of the countries it shows (0.2–15 kB gzip each).
 */
function flagAssets(): Plugin {
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
    'flags/4x3',
  );
  const serve = (url: string | undefined, send: (body: Buffer) => void, next: () => void): void => {
    const match = /^\/flags\/4x3\/([^/?]+)\.svg(\?.*)?$/.exec(url ?? '');
    const code = match?.[1];
    if (!code || !CODE.test(code)) {
      next();
      return;
    }
    try {
      send(readFileSync(join(folder, `${code}.svg`)));
    } catch {
      next();
    }
  };
  const middleware =
    () =>
    (
      request: { url?: string },
      response: {
        setHeader(name: string, value: string): void;
        end(body: Buffer): void;
      },
      next: () => void,
    ) =>
      serve(
        request.url,
        (body) => {
          response.setHeader('Content-Type', 'image/svg+xml');
          response.setHeader('Cache-Control', 'public, max-age=86400');
          response.end(body);
        },
        next,
      );
  return {
    name: 'site-flag-assets',
    configureServer(server) {
      server.middlewares.use(middleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware());
    },
    generateBundle() {
      for (const file of readdirSync(folder)) {
        if (!file.endsWith('.svg')) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${FLAGS_PATH}${file}`,
          source: readFileSync(join(folder, file)),
        });
      }
    },
  };
}

// The SDK calls relative bases (api/, sbapi/api/) and the hubs on the page's own origin, so
// the demo proxies them to the contract dev server, as a production site's gateway would.
const apiTarget = process.env.SITE_API_URL ?? 'http://127.0.0.1:8787';
// The dev server hosts the CMS art (slides, promotions, game tiles) on its own origin: the one
// image origin the demo allows besides its own (the site's `imageOrigins` option, and img-src).
const imageOrigins = [new URL(apiTarget).origin];
const headers = securityHeaders(imageOrigins);

export default defineConfig({
  plugins: [react(), flagAssets()],
  define: {
    'import.meta.env.VITE_IMAGE_ORIGINS': JSON.stringify(imageOrigins.join(' ')),
  },
  server: {
    headers,
    proxy: {
      '/api': apiTarget,
      '/sbapi': apiTarget,
      '/dev': apiTarget,
      '/hub': { target: apiTarget, ws: true },
    },
  },
  preview: {
    headers,
    proxy: {
      '/api': apiTarget,
      '/sbapi': apiTarget,
      '/hub': { target: apiTarget, ws: true },
    },
  },
});
