// `pnpm bench`: the soak's figures (30 simulated minutes of polls and pushes, 50 hub
// reconnects), printed once; the run time is the bench's time.
import { bench, describe } from 'vitest';
import { describeSoak, runSoak } from './soak';

describe('soak', () => {
  bench(
    '30 simulated min, 50 hub reconnects',
    async () => {
      console.log(describeSoak(await runSoak({ minutes: 30, reconnects: 50 })));
    },
    { iterations: 1, time: 0, warmupIterations: 0 },
  );
});
