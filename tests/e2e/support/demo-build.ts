import { resolve } from 'node:path';
import { build } from 'vite';

/** The examples the e2e stacks serve, under examples/. */
export type DemoName = 'site' | 'vanilla' | 'white-label';

export const DEMO_NAMES: readonly DemoName[] = ['site', 'vanilla', 'white-label'];

export function demoRoot(name: DemoName): string {
  return resolve(import.meta.dirname, '../../../examples', name);
}

/**
 * The global the e2e builds read the dev server's image origin from
 * (`import.meta.env.VITE_IMAGE_ORIGINS`): the dev server listens on a new port in every test
 * file, after the build, so the page's HTML sets it (`runtimeImageOrigins`).
 */
export const IMAGE_ORIGINS_GLOBAL = '__SITE_E2E_IMAGE_ORIGINS__';

export interface DemoBuildOptions {
  /**
   * `production`: as players get it (React's production bundle, the core's https-only
   * defaults), for benchmarks. `development`: what `pnpm dev` serves (React's development
   * bundle, the demo's allowances for the contract dev server's http pages), bundled once,
   * for the e2e tests.
   */
  mode: 'production' | 'development';
  /** Keep names readable; default: minified in production, not in development. */
  minify?: boolean;
}

/** `vite build` of one example into `outDir`, with the example's own vite.config.ts. */
export async function buildDemo(
  name: DemoName,
  outDir: string,
  options: DemoBuildOptions,
): Promise<void> {
  const root = demoRoot(name);
  // Vitest sets NODE_ENV=test; Vite picks React's bundle and `import.meta.env.DEV` from it, so
  // the build must see the mode's own value, as `vite build` / `vite` from a shell do.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = options.mode;
  try {
    await build({
      configFile: resolve(root, 'vite.config.ts'),
      root,
      mode: options.mode,
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        minify: options.minify ?? options.mode === 'production',
      },
      ...(options.mode === 'development'
        ? { define: { 'import.meta.env.VITE_IMAGE_ORIGINS': `globalThis.${IMAGE_ORIGINS_GLOBAL}` } }
        : {}),
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
