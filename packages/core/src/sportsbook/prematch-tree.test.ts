import { describe, expect, it } from 'vitest';
import type { PrematchSportNode } from './prematch.types';
import { busiestCompetitions } from './prematch-tree';

const competition = (id: number, count: number, sportId = 1) => ({
  id,
  name: `C${id}`,
  count,
  sportId,
  sort: id,
});

describe('busiestCompetitions (the upcoming page tiles)', () => {
  it('lists at most 12 competitions of every sport, most matches first', () => {
    const sports = [
      { id: 1, groups: [{ competitions: [1, 2, 3, 4, 5, 6, 7].map((id) => competition(id, id)) }] },
      {
        id: 2,
        groups: [{ competitions: [8, 9, 10, 11, 12, 13, 14].map((id) => competition(id, id, 2)) }],
      },
    ] as unknown as PrematchSportNode[];
    expect(busiestCompetitions(sports).map((node) => node.id)).toEqual([
      14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
  });
});
