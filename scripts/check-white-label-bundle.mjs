// Proves the white-label build holds no sportsbook code: builds examples/white-label and
// searches every emitted chunk for strings only the sportsbook and bet slip modules contain
// (their API paths and hub command) and the bet slip's class of @site/react/sportsbook. Exits 1 and names the chunks when any is found.
// `pnpm test` runs it with `--no-build` after the build step, which builds the example.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const example = join(root, 'examples', 'white-label');
const markers = [
  'feed/livecategorylist',
  'feed/liveeventlist',
  'feed/categorylist',
  'sportsbook/betslip',
  'sportsbook/toggleOdd',
  'sportsbook/placeBet',
  'sportsbook/calculate',
  'oddChanged',
  // @site/react/sportsbook: the bet slip panel (its CSS is in styles.css; only .js is searched).
  'sb-slip',
];

if (!process.argv.includes('--no-build')) {
  execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: example,
    stdio: 'inherit',
  });
}
const assets = join(example, 'dist', 'assets');
const findings = [];
for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
  const code = readFileSync(join(assets, file), 'utf8');
  const found = markers.filter((marker) => code.includes(marker));
  if (found.length > 0) findings.push(`${file}: ${found.join(', ')}`);
}
if (findings.length > 0) {
  console.error(`white-label bundle holds sportsbook code:\n  ${findings.join('\n  ')}`);
  process.exit(1);
}
console.log(`white-label bundle: no sportsbook code (${markers.length} markers checked)`);
