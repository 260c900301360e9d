import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFullSite } from './entries/full';
import { createTestEnv, ok } from './testing';

// One site per request on a server: time goes through the clock port, so a request that ends
// leaves no timer behind that keeps the process (or the next request) busy.
describe('a site built on a server', () => {
  afterEach(() => vi.restoreAllMocks());

  it('schedules no timer outside the clock port, built and started', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const env = createTestEnv({
      routes: {
        'GET /api/auth/token': () => ok('anon'),
        'GET /api/cms/grouped': () => ok({}),
      },
    });
    const site = createFullSite({ env });
    await site.start();
    await site.settled();
    await site.dispose();
    expect(setTimeoutSpy).not.toHaveBeenCalled();
    expect(setIntervalSpy).not.toHaveBeenCalled();
  });
});
