import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Bundles the entries the way an integrator's bundler does (esbuild, minified, the lazily
// loaded SignalR client external) and reads the metafile: which source files made it in.
const src = fileURLToPath(new URL('.', import.meta.url));
const ENTRIES = {
  kernel: 'index.ts',
  casino: 'entries/casino.ts',
  sportsbook: 'entries/sportsbook.ts',
  account: 'entries/account.ts',
  shell: 'entries/shell.ts',
  protection: 'entries/protection.ts',
} as const;
type Entry = keyof typeof ENTRIES;

/**
 * The layout is the architecture: `kernel/` holds what every module shares, and each module owns
 * one top-level folder with all of its parts (the sportsbook's bet slip, the account's payments,
 * the shell's notifications). `entries/` composes them and `testing/` is test support.
 */
const NOT_MODULES = new Set(['kernel', 'entries', 'testing']);
const moduleFolders = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_MODULES.has(entry.name))
  .map((entry) => entry.name)
  .sort();

async function sourceFolders(entries: Entry[]): Promise<Set<string>> {
  const contents = entries
    .map((entry, index) => `export * as e${index} from './${ENTRIES[entry]}';`)
    .join('\n');
  const result = await build({
    stdin: { contents, resolveDir: src, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    external: ['@microsoft/signalr'],
    logLevel: 'silent',
  });
  const folders = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    const match = /packages\/core\/src\/([^/]+)\//.exec(input);
    if (match?.[1]) folders.add(match[1]);
  }
  return folders;
}

// A module's folder has the module's entry name.
const foldersOf = (modules: Exclude<Entry, 'kernel'>[]) => modules;

describe('module boundaries (esbuild metafile)', () => {
  it('each top-level folder besides kernel, entries and testing is one module with its own entry', () => {
    const entries = Object.keys(ENTRIES)
      .filter((entry) => entry !== 'kernel')
      .sort();
    expect(moduleFolders).toEqual(entries);
  });

  it('the root (kernel) bundles no file of any module', async () => {
    const folders = await sourceFolders(['kernel']);
    for (const folder of foldersOf(['sportsbook', 'casino', 'account', 'shell', 'protection'])) {
      expect(folders, folder).not.toContain(folder);
    }
  });

  it('kernel + casino bundles no sportsbook, account or shell file', async () => {
    const folders = await sourceFolders(['kernel', 'casino']);
    expect(folders).toContain('casino');
    for (const folder of foldersOf(['sportsbook', 'account', 'shell'])) {
      expect(folders, folder).not.toContain(folder);
    }
  });

  it('kernel + sportsbook bundles no casino, account or shell file', async () => {
    const folders = await sourceFolders(['kernel', 'sportsbook']);
    expect(folders).toContain('sportsbook');
    for (const folder of foldersOf(['casino', 'account', 'shell'])) {
      expect(folders, folder).not.toContain(folder);
    }
  });

  it('kernel + account bundles no sportsbook, casino or shell file (bet history included)', async () => {
    const folders = await sourceFolders(['kernel', 'account']);
    expect(folders).toContain('account');
    for (const folder of foldersOf(['sportsbook', 'casino', 'shell'])) {
      expect(folders, folder).not.toContain(folder);
    }
  });

  it('kernel + protection bundles no sportsbook, casino or shell file (only the money input of payments)', async () => {
    const folders = await sourceFolders(['kernel', 'protection']);
    expect(folders).toContain('protection');
    for (const folder of foldersOf(['sportsbook', 'casino', 'shell'])) {
      expect(folders, folder).not.toContain(folder);
    }
    expect(folders).not.toContain('account');
  });
});
