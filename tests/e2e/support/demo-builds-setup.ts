import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildDemo, DEMO_NAMES, type DemoName } from './demo-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each example was built for this run; null: serve them with Vite's dev server. */
    demoBuilds: Record<DemoName, string> | null;
  }
}

/**
 * The e2e project's global setup: each example is built once per run (development mode, see
 * `buildDemo`), and every test file's stack serves that build with `vite preview`. Vite's dev
 * server instead compiled each screen on its first visit in every file and the browser loaded
 * some hundreds of modules per page. `SITE_E2E_VITE_DEV=1` keeps the dev server (to debug a
 * test against the sources with Vite's on-demand compile).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (process.env.SITE_E2E_VITE_DEV === '1') {
    project.provide('demoBuilds', null);
    return;
  }
  const root = await mkdtemp(join(tmpdir(), 'site-e2e-demos-'));
  const started = Date.now();
  const builds = {} as Record<DemoName, string>;
  try {
    for (const name of DEMO_NAMES) {
      builds[name] = join(root, name);
      await buildDemo(name, builds[name], { mode: 'development' });
    }
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  console.log(
    `e2e: built ${DEMO_NAMES.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('demoBuilds', builds);
  return () => rm(root, { recursive: true, force: true });
}
