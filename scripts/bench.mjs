// `pnpm bench`: runs every *.bench.ts with vitest bench, one file at a time (the browser benches
// would otherwise share the 2 cores with each other), and prints the machine's load around it.
// The browser benches print ratios to a floor measured in the same run (docs/performance.md).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const skip = new Set(['node_modules', 'dist', 'storybook-static', '.git']);
const find = (dir) =>
  readdirSync(dir).flatMap((name) => {
    if (skip.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return find(path);
    return name.endsWith('.bench.ts') ? [path] : [];
  });

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

// `pnpm bench odds` runs the files whose path contains "odds".
const filters = process.argv.slice(2);
const benches = [...find(join(root, 'packages')), ...find(join(root, 'tests'))]
  .map((path) => relative(root, path))
  .filter((path) => filters.length === 0 || filters.some((filter) => path.includes(filter)));
if (benches.length === 0) {
  console.log('no benchmarks match');
  process.exit(0);
}
console.log(`pnpm bench: load average at start ${load()} (1, 5, 15 min; 2 cores)`);
let failed = 0;
for (const bench of benches) {
  const result = spawnSync(
    join(root, 'node_modules', '.bin', 'vitest'),
    ['bench', '--run', bench],
    {
      stdio: 'inherit',
      cwd: root,
    },
  );
  if (result.status !== 0) failed++;
}
console.log(
  `pnpm bench: load average at end ${load()}${failed ? `; ${failed} file(s) failed` : ''}`,
);
process.exit(failed ? 1 : 0);
