// CI half of the soak (the figures also print in `pnpm bench`): after 30 simulated minutes with
// 50 hub reconnects, listeners and sockets are back at their baseline and the heap did not
// keep what the pushes and polls brought.
import { expect, it } from 'vitest';
import { describeSoak, runSoak } from './soak';

it('30 simulated minutes, 50 hub reconnects: listeners, sockets and heap back to baseline', async () => {
  const figures = await runSoak({ minutes: 30, reconnects: 50 });
  console.log(describeSoak(figures));
  expect(figures.reconnects).toBe(50);
  expect(figures.balancePolls).toBeGreaterThanOrEqual(550);
  expect(figures.listeners.after).toBe(figures.listeners.baseline);
  expect(figures.sockets.after).toBe(figures.sockets.baseline);
  expect(figures.heapGrowthMb).toBeLessThan(5);
}, 120_000);
