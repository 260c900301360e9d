// @site/react/vite: build-time helpers for a site bundled with Vite (Node only, never in a
// page). Plain JavaScript (types in index.d.ts): a Vite config loads it with Node as it is.

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where `CountryFlag` looks for a flag, under the site's base URL (its `FLAGS_PATH`). */
const FLAGS_PATH = 'flags/4x3/';
/** The codes the core lets through (`countryCodeSchema`): nothing else becomes a file path. */
const CODE = /^[a-z]{2}(-[a-z]{2,3})?$/;

/** See index.d.ts. */
export function flagAssets() {
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
    'flags/4x3',
  );
  const serveFlags = (server) => {
    server.middlewares.use((request, response, next) => {
      const code = /^\/flags\/4x3\/([^/?]+)\.svg(\?.*)?$/.exec(request.url ?? '')?.[1];
      if (!code || !CODE.test(code)) {
        next();
        return;
      }
      let body;
      try {
        body = readFileSync(join(folder, `${code}.svg`));
      } catch {
        next();
        return;
      }
      response.setHeader('Content-Type', 'image/svg+xml');
      response.setHeader('Cache-Control', 'public, max-age=86400');
      response.end(body);
    });
  };
  return {
    name: 'site-flag-assets',
    configureServer: serveFlags,
    configurePreviewServer: serveFlags,
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
