import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDevServer } from '@site/dev-server';
import { type PreviewServer, preview } from 'vite';
import { buildDemo, demoRoot } from './demo-build';
import { previewCompression } from './preview-compression';
import { freePort, type Stack, type StackOptions } from './stack';

/**
 * The dev server and a production build of the demo (`vite build`, then `vite preview`), as
 * players get the site: minified React in production mode, hashed chunks, no dev client, scripts
 * and styles gzipped as a production web server sends them. For
 * benchmarks; the e2e tests use `startStack` (the run's development-mode build).
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
  // The dev server hosts the CMS art (slides): the production build is told its origin, as an
  // operator's build names its CDN, so the measured pages load their art.
  process.env.SITE_IMAGE_ORIGINS = new URL(api.url).origin;
  const example = options.example ?? 'site';
  const siteRoot = demoRoot(example);
  const outDir = await mkdtemp(join(tmpdir(), 'site-preview-'));
  let server: PreviewServer | undefined;
  try {
    await buildDemo(example, outDir, {
      mode: 'production',
      ...(options.minify === undefined ? {} : { minify: options.minify }),
    });
    server = await preview({
      configFile: resolve(siteRoot, 'vite.config.ts'),
      root: siteRoot,
      logLevel: 'warn',
      build: { outDir },
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
