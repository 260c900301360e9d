import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createFullSite } from '../entries/full';
import { createTestEnv, flushMicrotasks, ok, status } from '../testing';

/** A server that refuses bare calls, as the spec backend does. */
function setup() {
  const env = createTestEnv();
  let release!: () => void;
  const tokenAnswered = new Promise<void>((resolve) => {
    release = resolve;
  });
  env.routes.route('GET /api/auth/token', async () => {
    await tokenAnswered;
    return ok('anon-token');
  });
  env.routes.route('GET /api/cms/grouped', () => ok({}));
  env.routes.route('GET /api/user/thing', (request) =>
    request.headers.authorization ? ok({ fine: true }) : status(401),
  );
  const site = createFullSite({ env, realtime: { visitors: false } });
  return { env, site, release };
}

describe('start-up order: calls made before site.start() resolves', () => {
  it('wait for the anonymous token inside the core: one token call, no 401, no retry', async () => {
    const { env, site, release } = setup();
    // A screen renders first (its stores call at once), then the page starts the site.
    const early = [1, 2, 3].map(() => site.http.get('user/thing', { schema: v.unknown() }));
    const started = site.start();
    await flushMicrotasks(); // the token answer is held: settled() would wait for it
    expect(env.routes.calls.map((call) => call.path)).toEqual(['/api/auth/token']);

    release();
    await Promise.all([...early, started]);
    const thing = env.routes.calls.filter((call) => call.path === '/api/user/thing');
    expect(thing).toHaveLength(3);
    expect(thing.every((call) => call.headers.authorization === 'Bearer anon-token')).toBe(true);
    expect(env.routes.calls.filter((call) => call.path === '/api/auth/token')).toHaveLength(1);
  });

  it('a call with no token to be had still goes, and its answer decides', async () => {
    const env = createTestEnv();
    env.routes.route('GET /api/auth/token', () => status(503));
    env.routes.route('GET /api/open/thing', () => ok({ fine: true }));
    const site = createFullSite({ env, realtime: { visitors: false } });
    await expect(site.http.get('open/thing', { schema: v.unknown() })).resolves.toMatchObject({
      data: { fine: true },
    });
  });
});
