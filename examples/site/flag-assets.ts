import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the React components look for a flag (`FLAGS_PATH` of @site/react). */
const FLAGS_PATH = 'flags/4x3/';
const CODE = /^[a-z]{2}(-[a-z]{2,3})?$/;

/**
 * The country flags from npm `flag-icons` (MIT): its 4x3 SVGs served under `/flags/4x3/` by
 * the dev and preview servers and copied into the build as files. No flag is in a script or a
 * stylesheet: a page fetches only the flags of the countries it shows (0.2–15 kB gzip each).
 */
export function flagAssets(): Plugin {
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
