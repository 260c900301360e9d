// `pnpm bench`: the odds hot path. 2,400 watched odds (one listener each, like 2,400 odd cells on
// screen), batches of 200 changes: 150 for watched odds (a few ids twice) and 50 for odds nobody
// watches. Prints p50/p95 per batch and checks that store notifications equal the distinct
// watched ids changed (a batch is applied inside one batch(), unwatched ids cost nothing).
import { bench, describe } from 'vitest';
import { createManualClock } from '../testing/manual-clock';
import { createOddsStream } from './odds-stream';
import type { OddChange } from './odds-stream.types';

const WATCHED = 2400;
const BATCH = 200;
const WATCHED_PER_BATCH = 150;
const REPEATS_PER_BATCH = 5;
const PREPARED_BATCHES = 512;

let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const clock = createManualClock();
const odds = createOddsStream({ clock });
let notifications = 0;
let counting = true;
for (let id = 1; id <= WATCHED; id++) {
  odds.$odd(id, 1.5 + (id % 50) / 10).listen(() => {
    if (counting) notifications++;
  });
}

interface Prepared {
  changes: OddChange[];
  distinctWatched: number;
}

const batches: Prepared[] = [];
for (let b = 0; b < PREPARED_BATCHES; b++) {
  const changes: OddChange[] = [];
  const watched = new Set<number>();
  for (let i = 0; i < WATCHED_PER_BATCH - REPEATS_PER_BATCH; i++) {
    let id = 1 + Math.floor(random() * WATCHED);
    while (watched.has(id)) id = 1 + Math.floor(random() * WATCHED);
    watched.add(id);
  }
  const ids = [...watched];
  for (const id of ids) changes.push(change(id));
  for (let i = 0; i < REPEATS_PER_BATCH; i++) changes.push(change(ids[i] ?? 1));
  while (changes.length < BATCH) changes.push(change(1_000_000 + Math.floor(random() * 100_000)));
  batches.push({ changes: shuffle(changes), distinctWatched: watched.size });
}

function change(id: number): OddChange {
  return {
    id,
    odd: Math.round((1.01 + random() * 9) * 100) / 100,
    changeType: random() < 0.5 ? 1 : -1,
  };
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const samples: number[] = [];
// CPU time as well: on a busy machine wall-clock tails are mostly other processes.
const cpuSamples: number[] = [];
let expected = 0;
let next = 0;

function percentile(values: number[], q: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(3);
}

function report(): void {
  const at = (q: number) => percentile(samples, q);
  const cpuAt = (q: number) => percentile(cpuSamples, q);
  const equal = notifications === expected;
  console.log(
    [
      `odds stream, Node ${process.version}: ${samples.length} batches of ${BATCH} changes (${WATCHED_PER_BATCH} to watched odds, ${REPEATS_PER_BATCH} repeated), ${WATCHED} watched odds`,
      `  per batch (wall): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms (goal: p95 <= 1 ms)`,
      `  per batch (CPU):  p50 ${cpuAt(0.5)} ms, p95 ${cpuAt(0.95)} ms, p99 ${cpuAt(0.99)} ms`,
      `  store notifications: ${notifications}; distinct watched ids changed: ${expected} (${equal ? 'equal' : 'MISMATCH'})`,
    ].join('\n'),
  );
  if (!equal)
    throw new Error('odds stream: notifications differ from the distinct watched ids changed');
}

describe('odds stream', () => {
  bench(
    `applyOddChanges: ${BATCH} changes, ${WATCHED.toLocaleString('en')} watched odds`,
    () => {
      const prepared = batches[next++ % PREPARED_BATCHES] as Prepared;
      const cpu = process.cpuUsage();
      const started = performance.now();
      odds.applyOddChanges(prepared.changes);
      samples.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuSamples.push((used.user + used.system) / 1000);
      expected += prepared.distinctWatched;
      // The dev server pushes every 250 ms; highlights clear in between (not measured).
      counting = false;
      clock.advance(250);
      counting = true;
    },
    {
      time: 3000,
      warmupTime: 500,
      warmupIterations: 50,
      // Count only the measured run, not the warm-up.
      setup(_task, mode) {
        if (mode !== 'run') return;
        samples.length = 0;
        cpuSamples.length = 0;
        notifications = 0;
        expected = 0;
      },
      teardown(_task, mode) {
        if (mode === 'run') report();
      },
    },
  );
});
