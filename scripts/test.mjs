// `pnpm test`: every check, in the order that fails fastest. Each step is timed; the last
// line is the plain test summary CI reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const report = join(mkdtempSync(join(tmpdir(), 'site-test-')), 'vitest.json');
const bin = (name) => join(import.meta.dirname, '..', 'node_modules', '.bin', name);
const pnpmRun = (script) =>
  process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath, 'run', script]]
    : ['npx', ['-y', 'pnpm@10', 'run', script]];

const steps = [
  ['lint and format (Biome)', bin('biome'), ['check', '.']],
  ['types (tsc -b)', bin('tsc'), ['-b']],
  // A surface change without an updated report fails here (`pnpm api:report` updates it).
  ['API report (api/)', process.execPath, [join(import.meta.dirname, 'api-report.mjs'), '--check']],
  ['build packages and demo', ...pnpmRun('build')],
  // The build above built examples/white-label: check its chunks, do not build it again.
  [
    'white-label bundle without sportsbook code',
    process.execPath,
    [join(import.meta.dirname, 'check-white-label-bundle.mjs'), '--no-build'],
  ],
  [
    'unit, component, stories, dev server, integration and e2e (vitest)',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  ],
  ['storybook build', ...pnpmRun('storybook:build')],
  ['size budgets (size-limit)', bin('size-limit'), []],
  ['package checks (publint, attw)', ...pnpmRun('check:packages')],
];

const timings = [];
let failedStep;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  timings.push([name, ((Date.now() - started) / 1000).toFixed(1)]);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

console.log('\nStep timings (s):');
for (const [name, seconds] of timings) console.log(`  ${seconds.padStart(6)}  ${name}`);

let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
} catch {
  // vitest did not run (an earlier step failed)
}
if (failedStep) console.log(`\nFAILED at: ${failedStep}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
