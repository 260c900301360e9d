import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { type RunningDevServer, startDevServer } from '@site/dev-server';
import { createServer as createViteServer, preview } from 'vite';
import { inject } from 'vitest';
import { type DemoName, demoRoot } from './demo-build';
import { runtimeImageOrigins } from './runtime-image-origins';

export interface Stack {
  api: RunningDevServer;
  siteUrl: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface StackOptions {
  /**
   * Serve the bootstrap's image popup. Off by default: the popup opens a modal on the first
   * visit to the home page, which would sit in front of every other test's first click.
   */
  popup?: boolean;
  /** Delay before a message deposit is credited and a withdrawal confirmed (default 5 s). */
  paymentSettleMs?: number;
  /** Games in the casino catalogue (the dev server's seed option), e.g. 2000 for the lobby bench. */
  casinoGames?: number;
  /** The example to serve, under examples/ (default `site`, the React demo). */
  example?: DemoName;
  /** Live events the sportsbook keeps running (default 200): fewer make lighter pages. */
  liveEvents?: number;
}

/**
 * The dev server and the demo site on free ports, as `pnpm dev` runs them. The demo is the
 * run's build of it (`demo-builds-setup.ts`: development mode, bundled once) behind
 * `vite preview` with the same proxy and headers as `vite dev`; with `SITE_E2E_VITE_DEV=1`, or
 * outside the e2e project's global setup (a bench), Vite's dev server on the sources.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const api = await startDevServer({
    port: 0,
    seed: 1,
    ...(options.paymentSettleMs === undefined ? {} : { paymentSettleMs: options.paymentSettleMs }),
    ...(options.casinoGames ? { casino: { gameCount: options.casinoGames } } : {}),
    ...(options.liveEvents ? { sportsbook: { liveTarget: options.liveEvents } } : {}),
  });
  api.control.bootstrap.popupEnabled = options.popup ?? false;
  // The demo's vite.config.ts reads it for its proxy target and headers.
  process.env.SITE_API_URL = api.url;
  const example = options.example ?? 'site';
  let site: { url: string; close(): Promise<void> };
  try {
    site = await serveDemo(example, new URL(api.url).origin);
  } catch (error) {
    await api.close();
    throw error;
  }
  return {
    api,
    siteUrl: site.url,
    async stop() {
      await site.close();
      await api.close();
    },
  };
}

function builtDemo(example: DemoName): string | undefined {
  try {
    return inject('demoBuilds')?.[example];
  } catch {
    // not inside a vitest worker of the e2e project
    return undefined;
  }
}

async function serveDemo(
  example: DemoName,
  apiOrigin: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const root = demoRoot(example);
  const shared = {
    configFile: resolve(root, 'vite.config.ts'),
    root,
    logLevel: 'warn' as const,
  };
  const outDir = builtDemo(example);
  if (outDir) {
    const server = await preview({
      ...shared,
      build: { outDir },
      plugins: [runtimeImageOrigins(outDir, [apiOrigin])],
      preview: { port: await freePort(), host: '127.0.0.1', strictPort: true },
    });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('vite preview did not report its URL');
    return { url, close: () => server.close() };
  }
  const vite = await createViteServer({
    ...shared,
    server: { port: await freePort(), host: '127.0.0.1', strictPort: true },
  });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0];
  if (!url) {
    await vite.close();
    throw new Error('vite did not report its URL');
  }
  return { url, close: () => vite.close() };
}
