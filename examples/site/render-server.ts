import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { createServer as createViteServer } from 'vite';

export interface RenderServerOptions {
  /** The API the server render calls and the page's proxy forwards to. */
  apiUrl: string;
  port?: number;
  host?: string;
  /**
   * The origin players reach the site at (behind a proxy, its public one). Links and images
   * are resolved against it on the server as the browser resolves them against its own, so
   * the hydrated markup matches. Default: the address this server listens on.
   */
  publicOrigin?: string;
}

export interface RenderServer {
  url: string;
  close(): Promise<void>;
}

/** Paths rendered on the server; every other page is rendered in the browser as before. */
const serverRendered = new Set(['/']);

/**
 * The demo behind a Node HTTP server: Vite in middleware mode serves the modules, and the
 * home page is rendered per request (src/server/render-page.tsx, one site per request).
 */
export async function startRenderServer(options: RenderServerOptions): Promise<RenderServer> {
  const root = import.meta.dirname;
  process.env.SITE_API_URL = options.apiUrl;
  const vite = await createViteServer({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  const host = options.host ?? '127.0.0.1';
  // Known once listening; no request is served before.
  let listening = '';
  const server: Server = createHttpServer((request, response) => {
    vite.middlewares(request, response, async () => {
      const url = request.url ?? '/';
      const origin = options.publicOrigin ?? listening;
      const path = new URL(url, 'http://localhost').pathname;
      try {
        const template = await vite.transformIndexHtml(
          url,
          readFileSync(resolve(root, 'index.html'), 'utf8'),
        );
        let html = template;
        if (serverRendered.has(path)) {
          const { renderPage } = await vite.ssrLoadModule('/src/server/render-page.tsx');
          const page = await renderPage({
            url,
            cookie: request.headers.cookie,
            apiUrl: options.apiUrl,
            origin,
          });
          html = template
            .replace('<div id="root"></div>', `<div id="root">${page.appHtml}</div>`)
            .replace('</body>', `${page.stateScript}</body>`)
            .replace('<html lang="tr">', `<html lang="${page.state.locale}">`);
        }
        // Per-player markup: never stored by a shared cache.
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'private, no-store',
          vary: 'Cookie',
        });
        response.end(html);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        console.error(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Server render failed');
      }
    });
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, host, done));
  const { port } = server.address() as AddressInfo;
  listening = `http://${host}:${port}`;
  return {
    url: listening,
    async close() {
      await vite.close();
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
    },
  };
}
