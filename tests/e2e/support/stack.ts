import { createServer as createNetServer } from 'node:net';
import { resolve } from 'node:path';
import { type RunningDevServer, startDevServer } from '@site/dev-server';
import { createServer as createViteServer, type ViteDevServer } from 'vite';

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
  example?: 'site' | 'vanilla' | 'white-label';
  /** Live events the sportsbook keeps running (default 200): fewer make lighter pages. */
  liveEvents?: number;
}

/** The dev server and the demo site on free ports, as `pnpm dev` runs them. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const api = await startDevServer({
    port: 0,
    seed: 1,
    ...(options.paymentSettleMs === undefined ? {} : { paymentSettleMs: options.paymentSettleMs }),
    ...(options.casinoGames ? { casino: { gameCount: options.casinoGames } } : {}),
    ...(options.liveEvents ? { sportsbook: { liveTarget: options.liveEvents } } : {}),
  });
  api.control.bootstrap.popupEnabled = options.popup ?? false;
  process.env.SITE_API_URL = api.url;
  const siteRoot = resolve(import.meta.dirname, '../../../examples', options.example ?? 'site');
  let vite: ViteDevServer | undefined;
  try {
    vite = await createViteServer({
      configFile: resolve(siteRoot, 'vite.config.ts'),
      root: siteRoot,
      logLevel: 'warn',
      server: { port: await freePort(), host: '127.0.0.1', strictPort: true },
    });
    await vite.listen();
  } catch (error) {
    await api.close();
    throw error;
  }
  const siteUrl = vite.resolvedUrls?.local[0];
  if (!siteUrl) throw new Error('vite did not report its URL');
  const server = vite;
  return {
    api,
    siteUrl,
    async stop() {
      await server.close();
      await api.close();
    },
  };
}
