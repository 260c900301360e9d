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

/** The domain folders each module owns (the kernel owns every other folder). */
const MODULE_FOLDERS: Record<Exclude<Entry, 'kernel'>, string[]> = {
  sportsbook: ['sportsbook', 'bet-slip'],
  casino: ['casino'],
  account: ['account', 'payments', 'call-request'],
  shell: ['shell', 'notifications', 'brand'],
  protection: ['protection'],
};

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

const foldersOf = (modules: Exclude<Entry, 'kernel'>[]) =>
  modules.flatMap((module) => MODULE_FOLDERS[module]);

describe('module boundaries (esbuild metafile)', () => {
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
    expect(folders).toContain('bet-slip');
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
