// `pnpm bench`: runs every *.bench.ts with vitest bench and prints its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const skip = new Set(['node_modules', 'dist', 'storybook-static', '.git']);
const find = (dir) =>
  readdirSync(dir).flatMap((name) => {
    if (skip.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return find(path);
    return name.endsWith('.bench.ts') ? [path] : [];
  });

const benches = [...find(join(root, 'packages')), ...find(join(root, 'tests'))];
if (benches.length === 0) {
  console.log('no benchmarks yet');
  process.exit(0);
}
const result = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['bench', '--run'], {
  stdio: 'inherit',
  cwd: root,
});
process.exit(result.status ?? 1);
