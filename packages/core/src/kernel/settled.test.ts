import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createSite } from '../index';
import { createTestEnv, ok } from '../testing';

describe('site.settled()', () => {
  it('waits for a call in flight and for the call its answer starts', async () => {
    const env = createTestEnv({
      routes: {
        'GET /api/auth/token': () => ok('anon'),
        'GET /api/first': () => ok({}),
        'GET /api/second': () => ok({ done: true }),
      },
    });
    const site = createSite({ env });
    let second: unknown;
    void site.http.get('first', { schema: v.unknown() }).then(async () => {
      second = (await site.http.get('second', { schema: v.unknown() })).data;
    });
    await site.settled();
    expect(second).toEqual({ done: true });
    expect(
      env.routes.calls.map((call) => call.path).filter((p) => p !== '/api/auth/token'),
    ).toEqual(['/api/first', '/api/second']);
  });

  it('waits for start-up (token, bootstrap) and resolves at once when nothing runs', async () => {
    const env = createTestEnv({
      routes: {
        'GET /api/auth/token': () => ok('anon'),
        'GET /api/cms/grouped': () => ok({ trialBonusAmount: 100 }),
      },
    });
    const site = createSite({ env });
    await site.settled();
    void site.start();
    await site.settled();
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(100);
    expect(site.bootstrap.$status.get()).toMatchObject({ status: 'ready', source: 'server' });
  });
});
