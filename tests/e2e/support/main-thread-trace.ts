import type { CDPSession, Page } from 'playwright-core';

/**
 * A Chromium trace (CDP `Tracing`) of a page's work, summed by kind on the renderer's main
 * thread: where a benchmark's long tasks go (script, style, layout, paint, image decode).
 * Events nest (a script can force a layout), so the kinds overlap and do not add up to the
 * tasks' time; they show which kind dominates.
 */
export interface MainThreadTrace {
  stop(): Promise<string>;
}

const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  'Decode Image': 'decode',
  ImageDecodeTask: 'decode',
  ParseHTML: 'parse',
  ScheduleStyleRecalculation: 'style',
  HitTest: 'hit-test',
};

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  /** Thread (CPU) time; `dur` is wall time, which includes time the thread waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** `functions`: how many functions the script-by-function line names (default 12). */
export async function startMainThreadTrace(
  page: Page,
  { functions = 12 }: { functions?: number } = {},
): Promise<MainThreadTrace> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8',
    transferMode: 'ReturnAsStream',
  });
  return {
    async stop() {
      const { profile } = await cdp.send('Profiler.stop');
      const done = new Promise<string>((resolve) => {
        cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? ''));
      });
      await cdp.send('Tracing.end');
      const stream = await done;
      let text = '';
      for (;;) {
        const chunk = await cdp.send('IO.read', { handle: stream });
        text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
        if (chunk.eof) break;
      }
      await cdp.send('IO.close', { handle: stream });
      await cdp.detach();
      const kinds = summarise(JSON.parse(text) as { traceEvents: TraceEvent[] });
      return `${kinds}\n  script by function (self time): ${topFunctions(profile, functions)}`;
    },
  };
}

function summarise({ traceEvents }: { traceEvents: TraceEvent[] }): string {
  // The page's renderer: the busiest main thread (a navigation can move the page to a new
  // renderer process, and the trace holds the old one's thread too).
  const taskTime = (thread: TraceEvent) =>
    traceEvents
      .filter(
        (event) => event.name === 'RunTask' && event.pid === thread.pid && event.tid === thread.tid,
      )
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = traceEvents
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((thread) => ({ thread, time: taskTime(thread) }))
    .sort((a, b) => b.time - a.time)[0]?.thread;
  const totals = new Map<string, number>();
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !event.dur) continue;
    const kind = KINDS[event.name];
    const onMain = main && event.pid === main.pid && event.tid === main.tid;
    if (!kind || (!onMain && kind !== 'decode')) continue;
    const key = onMain ? kind : `${kind} (off main thread)`;
    totals.set(key, (totals.get(key) ?? 0) + event.dur / 1000);
  }
  const kinds = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`)
    .join(', ');
  // Long tasks: wall time against CPU time. On a shared machine a task can run long because
  // the thread waited for a core; its CPU time tells the page's own work.
  const tasks = traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        main &&
        event.pid === main.pid &&
        event.tid === main.tid,
    )
    .map((event) => ({ wall: (event.dur ?? 0) / 1000, cpu: (event.tdur ?? 0) / 1000 }));
  const long = tasks.filter((task) => task.wall > 50).sort((a, b) => b.wall - a.wall);
  const mostCpu = Math.round(Math.max(0, ...tasks.map((task) => task.cpu)));
  const longTasks = long.length
    ? `tasks over 50 ms: ${long.length}, wall/CPU ms ${long
        .slice(0, 8)
        .map((task) => `${Math.round(task.wall)}/${Math.round(task.cpu)}`)
        .join(' ')}`
    : 'no task over 50 ms';
  return `${kinds}\n  ${longTasks}; the most CPU time of any task: ${mostCpu} ms`;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The functions the script time went to, by self time from the CPU profile. */
function topFunctions(profile: CpuProfile, count: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  for (let index = 0; index < samples.length; index++) {
    const frame = byId.get(samples[index] ?? -1);
    if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') continue;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  }
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${Math.round(ms)} ms`)
    .join(', ');
}
