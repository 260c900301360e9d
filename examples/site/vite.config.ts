import { flagAssets } from '@site/react/vite';
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

// The SDK calls relative bases (api/, sbapi/api/) and the hubs on the page's own origin, so
// the demo proxies them to the contract dev server, as a production site's gateway would.
const apiTarget = process.env.SITE_API_URL ?? 'http://127.0.0.1:8787';
// The dev server hosts the CMS art (slides, promotions, game tiles) on its own origin: the one
// image origin the demo allows besides its own (the site's `imageOrigins` option, and img-src).
const imageOrigins = [new URL(apiTarget).origin];
// A production build allows only the origins it is told (its CDN), e.g.
// SITE_IMAGE_ORIGINS="https://cdn.example"; the benches' build names the dev server's.
const buildImageOrigins = (process.env.SITE_IMAGE_ORIGINS ?? '').split(' ').filter(Boolean);
const headers = securityHeaders([...new Set([...imageOrigins, ...buildImageOrigins])]);

/**
 * A production build connects to its image origins (the CDN of the slides and game art) while
 * the entry script downloads, instead of after the app has rendered its first `<img>`:
 * Lighthouse's `uses-rel-preconnect` counted 150 ms on the home, prematch and casino pages.
 */
function preconnectImageOrigins(origins: readonly string[]): Plugin {
  return {
    name: 'site-preconnect-image-origins',
    apply: 'build',
    transformIndexHtml: () =>
      origins.map((origin) => ({
        tag: 'link',
        attrs: { rel: 'preconnect', href: origin },
        injectTo: 'head-prepend' as const,
      })),
  };
}

export default defineConfig({
  plugins: [react(), flagAssets(), preconnectImageOrigins(buildImageOrigins)],
  define: {
    'import.meta.env.VITE_IMAGE_ORIGINS': JSON.stringify(imageOrigins.join(' ')),
    'import.meta.env.VITE_BUILD_IMAGE_ORIGINS': JSON.stringify(buildImageOrigins.join(' ')),
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
