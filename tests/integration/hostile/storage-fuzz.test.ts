// Storage fuzz: every key the SDK reads, filled with what a broken browser, an old version, a
// hand edit or a hostile script could leave there. Each case: a fresh site on the dev server
// starts, every store is read, a call works; then a reload (a new site on the same storage)
// works too. 0 crashes, 0 lasting outages.
import { createFullSite, type FullSite } from '@site/core/full';
import {
  AFFILIATE_KEYS,
  createTestEnv,
  FULL_SITE_STORAGE_KEYS,
  isHeaderSafe,
  LOCALE_STORAGE_KEY,
} from '@site/core/testing';
import { createDevServer } from '@site/dev-server';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';

const KEYS = [...FULL_SITE_STORAGE_KEYS, LOCALE_STORAGE_KEY, ...AFFILIATE_KEYS];

const big = 'a'.repeat(2_000_000);
const player = (token: unknown) =>
  JSON.stringify({ token, username: 'player1', group: 1, balance: 1, phone: '', betcoUrl: '' });

/** Hand-picked values: wrong JSON, wrong shapes, prototype keys, header-unsafe text, sizes. */
const CORPUS: string[] = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '{',
  '"',
  '[]',
  '{}',
  '0',
  '-1',
  'true',
  '"tr"',
  '"en"',
  '"xx"',
  '[1,2,"3",null,{}]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '["__proto__","constructor","toString"]',
  '"abc\\r\\nx-evil: 1"',
  '"tökén-ğüş-😀"',
  `"${big}"`,
  big,
  '\u0000\u0001\u0002',
  '\ud800',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  player('abc\r\nx: y'),
  player('tökén'),
  player('x'.repeat(100_000)),
  player(42),
  player(null),
  '{"token":"ok","username":{"toString":null}}',
];

// Plus seeded random values: arbitrary text and arbitrary JSON. CI runs 8 per key; the whole
// run (HOSTILE_FULL=1) runs 64.
const full = process.env.HOSTILE_FULL === '1';
const RANDOM = fc.sample(
  fc.oneof(fc.string({ unit: 'binary', maxLength: 64 }), fc.json({ maxDepth: 3 })),
  { numRuns: full ? 64 : 2, seed: 16 },
);

// CI runs one value of each kind (wrong JSON, prototype keys, header-unsafe text, megabytes,
// broken shapes); HOSTILE_FULL=1 runs the whole corpus.
const CI_CORPUS = [
  '',
  '{',
  'null',
  '[1,2,"3",null,{}]',
  '{"__proto__":{"polluted":true}}',
  '"abc\\r\\nx-evil: 1"',
  '"tökén-ğüş-😀"',
  `"${big}"`,
  '\ud800',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  player('abc\r\nx: y'),
  player('x'.repeat(100_000)),
  player(42),
  '{"token":"ok","username":{"toString":null}}',
];
const VALUES = [...(full ? CORPUS : CI_CORPUS), ...RANDOM];

/**
 * Reads every store of the site (`$…` with `get`). Stores read storage when the site is built;
 * a `get` evaluates what derives from it, without starting polls or feeds.
 */
function readEveryStore(site: FullSite): number {
  let read = 0;
  const seen = new Set<unknown>();
  const walk = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || seen.has(value) || depth > 3) return;
    seen.add(value);
    for (const [name, member] of Object.entries(value)) {
      if (name === 'env') continue;
      const store = member as { get?: unknown; listen?: unknown };
      if (name.startsWith('$') && typeof store.get === 'function') {
        (store.get as () => unknown)();
        read++;
      } else walk(member, depth + 1);
    }
  };
  walk(site, 0);
  return read;
}

const server = createDevServer({ seed: 1 });
let crashes = 0;
let outages = 0;
let cases = 0;
let stores = 0;
const started = Date.now();

afterAll(() => {
  server.close();
  console.log(
    `storage fuzz: ${cases} cases (${KEYS.length} keys, ${VALUES.length} values), ${stores} store reads each, ${crashes} crashes, ${outages} lasting outages, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
});

async function works(storage: ReturnType<typeof createTestEnv>['storage']): Promise<boolean> {
  const env = createTestEnv({ fetch: server.fetch, origin: 'http://localhost', storage: {} });
  // The same storage object: a reload sees what the previous page left.
  const site = createFullSite({ env: { ...env, storage } });
  await site.start();
  stores = readEveryStore(site);
  const bearer = site.session.tokens.bearer();
  // start() made an authenticated call (cms/grouped): the stored token, or its replacement,
  // was accepted by the server.
  const status = site.bootstrap.$status.get();
  await site.dispose();
  return isHeaderSafe(bearer) && status.status === 'ready' && status.source === 'server';
}

async function survives(seed: Record<string, string>, label: string): Promise<void> {
  cases++;
  const { storage } = createTestEnv({ storage: seed });
  try {
    const first = await works(storage);
    const reload = await works(storage);
    if (!first || !reload) outages++;
    expect({ label, first, reload }).toMatchObject({ first: true, reload: true });
  } catch (error) {
    crashes++;
    throw new Error(`${label}: ${error}`);
  }
}

const shown = (value: string) => JSON.stringify(value.slice(0, 60));

if (full) {
  // The whole corpus, one key at a time: minutes (two sites per value, megabytes among them).
  describe.each(KEYS)('storage key %s', (key) => {
    it('survives every hostile value, now and after a reload', async () => {
      for (const value of VALUES)
        await survives({ [key]: value }, `key ${key} value ${shown(value)}`);
      expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    }, 900_000);
  });
} else {
  // CI: each value class in every key at once (every key sees every class), then each key alone
  // with one class (rotating), so a key that only breaks without its neighbours is caught too.
  describe('every storage key at once', () => {
    it.each(VALUES.map((value) => [shown(value), value] as const))(
      'survives %s in every key, now and after a reload',
      async (label, value) => {
        await survives(Object.fromEntries(KEYS.map((key) => [key, value])), `every key = ${label}`);
        expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
      },
      60_000,
    );
  });
  describe('each storage key alone', () => {
    it.each(KEYS.map((key, index) => [key, VALUES[index % VALUES.length] ?? ''] as const))(
      'survives a hostile value in %s alone, now and after a reload',
      async (key, value) => {
        await survives({ [key]: value }, `key ${key} value ${shown(value)}`);
      },
      60_000,
    );
  });
}
