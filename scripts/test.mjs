// `pnpm test`: every check, in stages that fail fastest. The steps of a stage run at once: most
// are single-threaded (tsc, tsup's declaration build, Biome's report, Storybook's and
// size-limit's bundling), so on 2 cores two of them take about the time of one. A stage starts
// when the one before passed; the first failing step stops its stage's other steps. A step
// that runs beside others prints its output when it ends, whole. Each step is timed; the last
// line is the plain test summary CI reads.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const report = join(mkdtempSync(join(tmpdir(), 'site-test-')), 'vitest.json');
const bin = (name) => join(import.meta.dirname, '..', 'node_modules', '.bin', name);
const pnpmRun = (script) =>
  process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath, 'run', script]]
    : ['npx', ['-y', 'pnpm@10', 'run', script]];

const stages = [
  [
    ['lint and format (Biome)', bin('biome'), ['check', '.']],
    ['types (tsc -b)', bin('tsc'), ['-b']],
    // A surface change without an updated report fails here (`pnpm api:report` updates it).
    [
      'API report (api/)',
      process.execPath,
      [join(import.meta.dirname, 'api-report.mjs'), '--check'],
    ],
    ['build packages and demo', ...pnpmRun('build')],
  ],
  // The build above built examples/white-label: check its chunks, do not build it again.
  [
    [
      'white-label bundle without sportsbook code',
      process.execPath,
      [join(import.meta.dirname, 'check-white-label-bundle.mjs'), '--no-build'],
    ],
  ],
  // Alone: the e2e project drives Chromium one file at a time and should have the machine.
  [
    [
      'unit, component, stories, dev server, integration and e2e (vitest)',
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    ],
  ],
  [
    ['storybook build', ...pnpmRun('storybook:build')],
    ['size budgets (size-limit)', bin('size-limit'), []],
    ['package checks (publint, attw)', ...pnpmRun('check:packages')],
  ],
];

const load = () => loadavg()[0].toFixed(1);
const groups = new WeakSet();

/** Runs one step; beside others its output is kept and printed when it ends. */
function runStep([name, command, args], alone, running) {
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '1' },
    // Its own process group, so stopping it stops what it started (pnpm → tsup, vite).
    detached: !alone,
  });
  running.add(child);
  if (!alone) groups.add(child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const done = (status) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ ${name} (${seconds} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, seconds, ok: status === 0 });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', done);
  });
}

/** Stops a step; one beside others with everything it started (its process group). */
function stop(child) {
  try {
    if (groups.has(child)) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  } catch {
    // already gone
  }
}

const timings = [];
let failedStep;
let running = new Set();
// Ctrl-C reaches a step that runs alone by itself; the steps beside others are in their own
// process groups and are stopped here.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) stop(child);
    process.exit(130);
  });
}
for (const stage of stages) {
  const alone = stage.length === 1;
  console.log(`\n▶ ${stage.map(([name]) => name).join(' | ')} (load ${load()})`);
  running = new Set();
  const results = await Promise.all(
    stage.map((step) =>
      runStep(step, alone, running).then((result) => {
        // The stage has failed: its other steps' results no longer matter.
        if (!result.ok && !failedStep) {
          failedStep = result.name;
          for (const child of running) stop(child);
        }
        return result;
      }),
    ),
  );
  for (const { name, seconds } of results) timings.push([name, seconds]);
  if (failedStep) break;
}

console.log(`\nStep timings (s; steps of a stage ran at once; load ${load()} at the end):`);
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
