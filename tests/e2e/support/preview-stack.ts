import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDevServer } from '@site/dev-server';
import { build, type PreviewServer, preview } from 'vite';
import { previewCompression } from './preview-compression';
import { freePort, type Stack, type StackOptions } from './stack';

/**
 * The dev server and a production build of the demo (`vite build`, then `vite preview`), as
 * players get the site: minified React in production mode, hashed chunks, no dev client, scripts
 * and styles gzipped as a production web server sends them. For
 * benchmarks; the e2e tests use the faster-starting dev stack (`startStack`).
 *
 * The build runs after the dev server is up because the demo's image origin (the dev server's
 * art) is fixed at build time from SITE_API_URL.
 */
export async function startPreviewStack(
  options: Pick<StackOptions, 'casinoGames' | 'example'> & {
    /** Keep names readable (for a CPU profile); default: minified, as shipped. */
    minify?: boolean;
    /** Live events the sportsbook simulator keeps running (the odds bench wants 1,200+ odds). */
    liveEvents?: number;
  } = {},
): Promise<Stack> {
  const api = await startDevServer({
    port: 0,
    seed: 1,
    ...(options.casinoGames ? { casino: { gameCount: options.casinoGames } } : {}),
    ...(options.liveEvents ? { sportsbook: { liveTarget: options.liveEvents } } : {}),
  });
  api.control.bootstrap.popupEnabled = false;
  process.env.SITE_API_URL = api.url;
  const siteRoot = resolve(import.meta.dirname, '../../../examples', options.example ?? 'site');
  const outDir = await mkdtemp(join(tmpdir(), 'site-preview-'));
  let server: PreviewServer | undefined;
  try {
    const shared = {
      configFile: resolve(siteRoot, 'vite.config.ts'),
      root: siteRoot,
      logLevel: 'warn' as const,
      build: { outDir, emptyOutDir: true, minify: options.minify ?? true },
    };
    // Vitest sets NODE_ENV=test, and Vite then builds React's development bundle: the build
    // must see production, as `vite build` from a shell does.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ ...shared, mode: 'production' });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    server = await preview({
      ...shared,
      plugins: [previewCompression(outDir)],
      preview: { port: await freePort(), host: '127.0.0.1', strictPort: true },
    });
  } catch (error) {
    await api.close();
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  const siteUrl = server.resolvedUrls?.local[0];
  if (!siteUrl) throw new Error('vite preview did not report its URL');
  const running = server;
  return {
    api,
    siteUrl,
    async stop() {
      await running.close();
      await api.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
