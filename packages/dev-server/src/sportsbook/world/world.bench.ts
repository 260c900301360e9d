import { bench, describe } from 'vitest';
import { seeded } from '../kit/random';
import { START } from '../sportsbook.test-support';
import { createWorld } from './world';

// How long a dev-server start spends seeding the sportsbook (measured here, not asserted in a
// test: a timing limit in a test fails on a busy machine for reasons unrelated to the code).
describe('dev-server world', () => {
  bench('create 200 live + 620 prematch events over 72 h', () => {
    createWorld(seeded(3), { liveTarget: 200, prematchCount: 620, prematchHours: 72 }, START);
  });
});
