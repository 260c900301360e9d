import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { liveLeagueSchema, prematchGroupSchema } from './feed.schemas';
import { toCategoryTree } from './prematch-tree';

const group = (countryCode: unknown) =>
  v.parse(prematchGroupSchema, { id: 1, name: 'Almanya', countryCode, competitions: [] });

describe('a country’s flag code from the feeds (issue 23, extension)', () => {
  it('keeps ISO codes in lower case, subdivisions and eu', () => {
    expect(group('de').countryCode).toBe('de');
    expect(group('TR').countryCode).toBe('tr');
    expect(group('gb-eng').countryCode).toBe('gb-eng');
    expect(group('eu').countryCode).toBe('eu');
  });

  it('makes a missing or malformed code null (a globe), never part of a URL', () => {
    for (const bad of [undefined, null, '', 'deu', '../x', 'd e', 'de.svg', 42, {}]) {
      expect(group(bad).countryCode).toBeNull();
    }
  });

  it('reaches the prematch tree’s groups and the live leagues', () => {
    const tree = toCategoryTree([
      {
        id: 1,
        name: 'Futbol',
        count: null,
        sort: 1,
        groups: [group('de'), group(null)],
      },
    ]);
    expect(tree[0]?.groups.map((node) => node.countryCode)).toEqual(['de', null]);
    const league = v.parse(liveLeagueSchema, {
      groupName: 'Almanya - Bundesliga',
      countryCode: 'de',
      competitionId: 1,
      count: 0,
      events: [],
    });
    expect(league.countryCode).toBe('de');
  });
});
