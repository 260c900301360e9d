/// <reference types="node" />
// @site/react/vite: build-time helpers for a site bundled with Vite (Node only, never in a page).

import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Where `CountryFlag` looks for a flag, under the site's base URL (its `FLAGS_PATH`). */
const FLAGS_PATH = 'flags/4x3/';
/** The codes the core lets through (`countryCodeSchema`): nothing else becomes a file path. */
const CODE = /^[a-z]{2}(-[a-z]{2,3})?$/;

interface Middlewares {
  middlewares: {
    use(
      handler: (
        request: { url?: string },
        response: { setHeader(name: string, value: string): void; end(body: Uint8Array): void },
        next: () => void,
      ) => void,
    ): void;
  };
}

/** The part of a Vite plugin `flagAssets` fills (structural: no Vite types in this package). */
export interface FlagAssetsPlugin {
  name: string;
  configureServer(server: Middlewares): void;
  configurePreviewServer(server: Middlewares): void;
  generateBundle(this: {
    emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string;
  }): void;
}

/**
 * The country flags `CountryFlag` shows, from npm `flag-icons` (MIT, a dependency of this
 * package): its 4x3 SVGs served under `/flags/4x3/` by Vite's dev and preview servers and
 * copied into the build as files. No flag is in a script or a stylesheet: a page fetches only
 * the flags of the countries it shows (0.2–15 kB gzip each). A site on another bundler copies
 * `node_modules/flag-icons/flags/4x3/` to `flags/4x3/` of its base URL instead
 * (docs/react-sportsbook.md).
 */
export function flagAssets(): FlagAssetsPlugin {
  const folder = join(
    dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
    'flags/4x3',
  );
  const serveFlags = (server: Middlewares): void => {
    server.middlewares.use((request, response, next) => {
      const code = /^\/flags\/4x3\/([^/?]+)\.svg(\?.*)?$/.exec(request.url ?? '')?.[1];
      if (!code || !CODE.test(code)) {
        next();
        return;
      }
      let body: Uint8Array;
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
