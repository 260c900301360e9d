import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../kernel/env/memory-storage';
import { createLiveFavorites } from './live-favorites';
import { createCompetitionFavorites } from './prematch-favorites';
import { SPORTSBOOK_STORAGE_KEYS } from './sportsbook.constants';
import { STORED_LIST_MAX } from './stored-list';

const HUGE = 100_000;

// Stale and duplicated: 100,000 entries over 5,000 ids, as a long-lived or tampered tab leaves.
const liveEntries = Array.from({ length: HUGE }, (_, index) => ({
  eventId: index % 5000,
  sportId: 1,
  groupName: 'Süper Lig',
  homeName: `Ev ${index}`,
  awayName: `Deplasman ${index}`,
}));
const competitionEntries = Array.from({ length: HUGE }, (_, index) => ({
  competitionId: index % 5000,
  sportId: 1,
  name: `Lig ${index}`,
}));

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

/** The fastest of a few runs: the machine is shared, one slow run says nothing. */
function fastest(run: () => void, times = 15): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) best = Math.min(best, timed(run).ms);
  return best;
}

const cases = [
  {
    name: 'sb_live_favorite_events',
    key: SPORTSBOOK_STORAGE_KEYS.liveFavorites,
    entries: liveEntries,
    create: createLiveFavorites,
    idOf: (item: unknown) => (item as { eventId: number }).eventId,
  },
  {
    name: 'sb_favorite_competitions',
    key: SPORTSBOOK_STORAGE_KEYS.competitionFavorites,
    entries: competitionEntries,
    create: createCompetitionFavorites,
    idOf: (item: unknown) => (item as { competitionId: number }).competitionId,
  },
];

describe('stored favourites with 100,000 entries (issue 25)', () => {
  it.each(cases)(
    '$name: capped, de-duplicated, rewritten, read in bounded time',
    ({ key, entries, create, idOf }) => {
      const raw = JSON.stringify(entries);
      const storage = createMemoryStorage({ [key]: raw });
      const { value: list } = timed(() => create(storage));
      const items = list.$items.get();
      expect(items).toHaveLength(STORED_LIST_MAX);
      expect(new Set(items.map(idOf)).size).toBe(STORED_LIST_MAX);
      // The newest entries, in their stored order.
      expect(items.map(idOf)).toEqual(entries.slice(-STORED_LIST_MAX).map(idOf));
      const rewritten = JSON.parse(storage.getItem(key) ?? '[]') as unknown[];
      expect(rewritten).toHaveLength(STORED_LIST_MAX);
      // A page prunes and looks up favourites on every refresh: bounded by the cap now.
      list.prune((item) => idOf(item) % 2 === 0);
      expect(list.$items.get()).toHaveLength(STORED_LIST_MAX / 2);

      // Any stored size reads in about the time of a full list of the cap (a ratio, not ms).
      const full = JSON.stringify(entries.slice(-STORED_LIST_MAX));
      const read = fastest(() => create(createMemoryStorage({ [key]: raw })));
      const baseline = fastest(() => create(createMemoryStorage({ [key]: full })));
      const ratio = read / baseline;
      console.log(
        `stored-size start-up ${key}: ${HUGE} entries (${(raw.length / 1e6).toFixed(1)} MB) → ${STORED_LIST_MAX}, read ${read.toFixed(2)} ms vs a full list ${baseline.toFixed(2)} ms (ratio ${ratio.toFixed(2)}), crashes 0`,
      );
      // Parsing the whole value took 100× a full list and more; a bounded read stays near 1–3×
      // (10 leaves room for a machine shared with other builds).
      expect(ratio).toBeLessThan(10);
    },
  );

  it('keeps the newest when a toggle passes the cap', () => {
    const storage = createMemoryStorage({
      [SPORTSBOOK_STORAGE_KEYS.liveFavorites]: JSON.stringify(
        liveEntries.slice(0, STORED_LIST_MAX),
      ),
    });
    const list = createLiveFavorites(storage);
    expect(list.$items.get()).toHaveLength(STORED_LIST_MAX);
    list.toggle({ eventId: 99_999, sportId: 1, groupName: '', homeName: 'A', awayName: 'B' });
    const items = list.$items.get();
    expect(items).toHaveLength(STORED_LIST_MAX);
    expect(items.at(-1)?.eventId).toBe(99_999);
    expect(items[0]?.eventId).toBe(1);
  });

  it('still removes a value with a bad entry among those read (spec 001 §5)', () => {
    const bad = [...liveEntries.slice(0, 10), { eventId: 'x', sportId: 1 }];
    const storage = createMemoryStorage({
      [SPORTSBOOK_STORAGE_KEYS.liveFavorites]: JSON.stringify(bad),
    });
    expect(createLiveFavorites(storage).$items.get()).toEqual([]);
    expect(storage.getItem(SPORTSBOOK_STORAGE_KEYS.liveFavorites)).toBeNull();
  });
});
