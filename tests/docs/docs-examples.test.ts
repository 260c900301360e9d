import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDevServer, type DevServer } from '@site/dev-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collectDocBlocks, type DocBlock } from './doc-blocks';
import { PENDING_BLOCKS } from './pending-blocks';
import { fullSiteStandIns, siteVariants } from './smallest-site';
import { typeCheckModules } from './type-check-blocks';

// Every ```ts / ```tsx block of README.md and docs/*.md is type-checked with the repo's strict
// settings, composes the smallest site it needs (no module it does not use, the full site only
// when it uses every module), and every ```ts block not tagged `no-run` runs as written against
// a fresh in-process dev server (convention: docs/testing.md, "Code examples in the docs").

const root = join(import.meta.dirname, '..', '..');
const directory = join(import.meta.dirname, '.blocks');
const all = collectDocBlocks(root);
const isPending = (block: DocBlock) =>
  PENDING_BLOCKS.some(
    ({ file, firstLine }) => block.id.startsWith(`${file}:`) && block.code.startsWith(firstLine),
  );
const blocks = all.filter((block) => !isPending(block));
const checked = blocks.filter((block) => block.checked);
const variants = siteVariants(checked);

// One program for the blocks and their variants (a module left out), checked once.
let problems: Map<string, string[]> | undefined;
const typeProblems = () => {
  problems ??= typeCheckModules(
    root,
    directory,
    new Map([
      ...checked.map((block) => [block.moduleName, block.code] as const),
      ...variants.map((variant) => [variant.moduleName, variant.code] as const),
      ...fullSiteStandIns(),
    ]),
  );
  return problems;
};

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
    const failing = checked.flatMap((block) => {
      const lines = typeProblems().get(block.moduleName);
      return lines ? [`${block.id}\n  ${lines.join('\n  ')}`] : [];
    });
    expect(failing.join('\n'), `${failing.length} of ${blocks.length} blocks fail`).toBe('');
    // One TypeScript program over every block and variant: 40–60 s quiet, 130 s at load 23.
  }, 300_000);

  it('every block composes the smallest site it needs', () => {
    expect(variants.length).toBeGreaterThan(10);
    const needless = variants
      .filter((variant) => !typeProblems().has(variant.moduleName))
      .map((variant) => `${variant.blockId} type-checks without ${variant.without}`);
    expect(
      needless.join('\n'),
      'compose only the modules the block uses: createSite({ modules: [...] })',
    ).toBe('');
  }, 120_000);

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
      // A block's first import compiles it and the modules it pulls: 8 s at load 23 for some.
    }, 60_000);
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
