// Feed answers shaped like the dev server's, for the core's sportsbook tests and the React stories.

/**
 * Odd ids follow the event id, so a reload answers the same ids.
 *
 * @internal A fixture of the core's sportsbook tests and the React stories.
 */
export function feedEvent(overrides: Record<string, unknown> = {}) {
  const id = typeof overrides.id === 'number' ? overrides.id : 24_000_001;
  const base = 600_000_000 + (id % 1_000_000) * 10;
  return {
    id,
    eventDate: '2026-01-01T18:45:00.000',
    homeName: 'Galatasaray',
    awayName: 'Trabzonspor',
    sportId: 1,
    competitionId: 566,
    competitionName: 'Süper Lig',
    groupName: 'Türkiye',
    eventStatus: 'O',
    oddCount: 184,
    winner: {
      odd1: 1.85,
      oddX: 3.6,
      odd2: 4.2,
      odd1Id: base + 1,
      oddXId: base + 2,
      odd2Id: base + 3,
    },
    doubleChance: {
      odd1X: 1.2,
      odd12: 1.3,
      oddX2: 1.9,
      odd1XId: base + 4,
      odd12Id: base + 5,
      oddX2Id: base + 6,
    },
    totalGoal: { line: 2.5, under: 1.95, over: 1.8, underId: base + 7, overId: base + 8 },
    ...overrides,
  };
}

/** @internal A fixture of the core's sportsbook tests and the React stories. */
export function liveEvent(overrides: Record<string, unknown> = {}) {
  return {
    ...feedEvent(),
    period: '2. Yarı',
    periodMinute: 67,
    result: { Goal: '2-1', SetScore: null, Points: null, MapScore: null },
    feedId: 40_000_001,
    isLive: true,
    ...overrides,
  };
}

/** @internal A fixture of the core's sportsbook tests and the React stories. */
export function league(groupName: string, events: unknown[], competitionId = 566) {
  return { groupName, competitionId, count: events.length, events };
}
