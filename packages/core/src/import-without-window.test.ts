import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return /\.ts$/.test(name) && !/\.(test|bench)\.ts$/.test(name) ? [path] : [];
  });
}

describe('server safety', () => {
  it('runs in an environment without window or document', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  it.each(modules(root).map((path) => relative(root, path)))(
    'imports %s with no window',
    async (path) => {
      await expect(import(/* @vite-ignore */ `./${path}`)).resolves.toBeDefined();
    },
  );

  it('builds a site on a server without touching browser globals', async () => {
    const { createSite } = await import('./kernel/create-site');
    const site = createSite();
    expect(site.session.$session.get().hasLogin).toBe(false);
    expect(site.i18n.$locale.get()).toBe('tr');
  });
});
