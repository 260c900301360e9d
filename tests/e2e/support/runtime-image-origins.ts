import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { IMAGE_ORIGINS_GLOBAL } from './demo-build';

/**
 * Serves the e2e build's pages (index.html for every SPA route, as `vite preview` does) with the
 * image origins of this stack's dev server set before the app's module runs: the build reads
 * them from `IMAGE_ORIGINS_GLOBAL` where `vite dev` bakes in `VITE_IMAGE_ORIGINS`. Requests
 * under the proxied prefixes (the dev server's API, game and payment pages) pass through.
 */
export function runtimeImageOrigins(outDir: string, origins: readonly string[]): Plugin {
  const setting = `<script>globalThis.${IMAGE_ORIGINS_GLOBAL} = ${JSON.stringify(origins.join(' '))};</script>`;
  const html = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
    '</head>',
    `  ${setting}\n  </head>`,
  );
  return {
    name: 'site-e2e-runtime-image-origins',
    configurePreviewServer(server) {
      const proxied = Object.keys(server.config.preview.proxy ?? {});
      const headers = server.config.preview.headers ?? {};
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const page = path === '/index.html' || extname(path) === '';
        const navigation = /\btext\/html\b/.test(String(request.headers.accept ?? ''));
        if (request.method !== 'GET' || !page || !navigation) return next();
        if (proxied.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
          return next();
        for (const [name, value] of Object.entries(headers)) {
          if (value !== undefined) response.setHeader(name, value);
        }
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(html);
      });
    },
  };
}
