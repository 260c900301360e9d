import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDevServer, type DevServer } from '@site/dev-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectDocBlocks, type DocBlock } from './doc-blocks';
import { PENDING_BLOCKS } from './pending-blocks';
import { typeCheckBlocks } from './type-check-blocks';

// Every ```ts / ```tsx block of README.md and docs/*.md is type-checked with the repo's strict
// settings, and every ```ts block not tagged `no-run` runs as written against a fresh
// in-process dev server (convention: docs/testing.md, "Code examples in the docs").

const root = join(import.meta.dirname, '..', '..');
const directory = join(import.meta.dirname, '.blocks');
const all = collectDocBlocks(root);
const isPending = (block: DocBlock) =>
  PENDING_BLOCKS.some(
    ({ file, firstLine }) => block.id.startsWith(`${file}:`) && block.code.startsWith(firstLine),
  );
const blocks = all.filter((block) => !isPending(block));

beforeAll(() => {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  for (const block of blocks) writeFileSync(join(directory, block.moduleName), block.code);
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('docs code blocks', () => {
  it('finds the blocks, and every pending entry still names one', () => {
    expect(all.length).toBeGreaterThan(30);
    const stale = PENDING_BLOCKS.filter(
      ({ file, firstLine }) =>
        !all.some((block) => block.id.startsWith(`${file}:`) && block.code.startsWith(firstLine)),
    );
    expect(stale).toEqual([]);
  });

  it('every block type-checks as its own module under the strict settings', () => {
    const problems = typeCheckBlocks(
      root,
      directory,
      blocks.filter((block) => block.checked),
    );
    const report = [...problems].map(([id, lines]) => `${id}\n  ${lines.join('\n  ')}`);
    expect(report.join('\n'), `${problems.size} of ${blocks.length} blocks fail`).toBe('');
  }, 60_000);

  describe.each(blocks.filter((block) => block.runnable))('runs $id', (block) => {
    it('as written, against a fresh dev server', async () => {
      const server = createDevServer({ seed: 1 });
      const stopTimers = trackTimers();
      // A browser page's globals: same-origin fetch and the hubs' WebSocket reach the server.
      vi.stubGlobal('fetch', server.fetch);
      vi.stubGlobal('WebSocket', server.WebSocket);
      try {
        await import(/* @vite-ignore */ join(directory, block.moduleName));
      } finally {
        await settle(server, stopTimers);
        vi.unstubAllGlobals();
      }
    });
  });
});

/** Records the timers a block (and the site it builds) starts, to clear them when it ends. */
function trackTimers() {
  const timeouts = new Set<ReturnType<typeof setTimeout>>();
  const intervals = new Set<ReturnType<typeof setInterval>>();
  const { setTimeout: realTimeout, setInterval: realInterval } = globalThis;
  vi.stubGlobal('setTimeout', (...args: Parameters<typeof setTimeout>) => {
    const handle = realTimeout(...args);
    timeouts.add(handle);
    return handle;
  });
  vi.stubGlobal('setInterval', (...args: Parameters<typeof setInterval>) => {
    const handle = realInterval(...args);
    intervals.add(handle);
    return handle;
  });
  return () => {
    for (const handle of timeouts) clearTimeout(handle);
    for (const handle of intervals) clearInterval(handle);
  };
}

async function settle(server: DevServer, stopTimers: () => void) {
  stopTimers();
  await server.close();
}
