import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Gzip for the built scripts and styles, as an operator's web server or CDN sends them (`vite
 * preview` sends them uncompressed; Lighthouse then times a slow-4G download of the raw bundle).
 * Hashed files under `assets/` are cached for a year, as their names change with their content.
 */
export function previewCompression(outDir: string): Plugin {
  const cache = new Map<string, Buffer>();
  return {
    name: 'site-preview-compression',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        const type = TYPES[extname(path)];
        const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        if (request.method !== 'GET' || !type || !gzip) return next();
        const file = normalize(join(outDir, path));
        if (!file.startsWith(outDir) || !existsSync(file)) return next();
        let body = cache.get(file);
        if (!body) {
          body = gzipSync(readFileSync(file));
          cache.set(file, body);
        }
        response.setHeader('Content-Type', type);
        response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Vary', 'Accept-Encoding');
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.setHeader(
          'Cache-Control',
          path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        response.end(body);
      });
    },
  };
}
