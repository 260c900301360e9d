import { describe, expect, it, vi } from 'vitest';
import { createTestEnv, flushMicrotasks, ok, status } from '../../testing';
import { createSite, type SiteOptions } from '../create-site';
import { FINGERPRINT_KEY } from './fingerprint';
import { FINGERPRINT_SERVICE_TIMEOUT_MS, type FingerprintService } from './fingerprint-startup';

function setup(fingerprint?: SiteOptions['fingerprint'], storage: Record<string, string> = {}) {
  const env = createTestEnv({ storage });
  env.routes.route('GET /api/auth/token', () => ok('anon-token'));
  env.routes.route('GET /api/cms/coveryjs', () => ok('window.__covery = 1;'));
  env.routes.route('GET /api/cms/grouped', () => status(500));
  const site = createSite({ env, ...(fingerprint ? { fingerprint } : {}) });
  const paths = () => env.routes.calls.map((call) => call.path);
  return { env, site, paths };
}

const service = (answer: () => Promise<string>): FingerprintService & { calls: unknown[] } => {
  const calls: unknown[] = [];
  return {
    calls,
    identify: (request) => {
      calls.push(request);
      return answer();
    },
  };
};

describe('start-up fingerprinting', () => {
  it('is off by default: no covery call, no service', async () => {
    const plain = setup();
    await plain.site.start();
    expect(plain.paths()).toEqual(['/api/auth/token', '/api/cms/grouped']);

    const spy = service(async () => 'never');
    const { site, paths } = setup({ service: spy, runScript: () => {} });
    await site.start();
    expect(paths()).not.toContain('/api/cms/coveryjs');
    expect(spy.calls).toHaveLength(0);
  });

  it('runs the cms/coveryjs script before fingerprinting when configured', async () => {
    const order: string[] = [];
    const { site, paths } = setup({
      coveryScript: true,
      runScript: (source) => order.push(`script:${source}`),
      apiKey: 'key-1',
      service: service(async () => {
        order.push('service');
        return 'visitor-1';
      }),
    });
    await site.start();
    expect(order).toEqual(['script:window.__covery = 1;', 'service']);
    expect(paths()[0]).toBe('/api/cms/coveryjs');
  });

  it('asks the service only with an api key, and sends its id as x-fingerprint from then on', async () => {
    const withoutKey = service(async () => 'unused');
    await setup({ service: withoutKey }).site.start();
    await setup({ apiKey: '  ', service: withoutKey }).site.start();
    expect(withoutKey.calls).toHaveLength(0);

    const spy = service(async () => 'visitor-42');
    const { env, site } = setup({ apiKey: 'key-1', service: spy });
    await site.start();
    expect(spy.calls).toEqual([{ apiKey: 'key-1' }]);
    expect(env.storage.getItem(FINGERPRINT_KEY)).toBe('"visitor-42"');
    expect(env.routes.calls.every((call) => call.headers['x-fingerprint'] === 'visitor-42')).toBe(
      true,
    );
  });

  it('replaces a fingerprint made earlier on the page', async () => {
    const { env, site } = setup(
      {
        apiKey: 'key-1',
        service: service(async () => 'visitor-7'),
        coveryScript: true,
        runScript: () => {},
      },
      { [FINGERPRINT_KEY]: '"old-random"' },
    );
    await site.start();
    const covery = env.routes.calls.find((call) => call.path === '/api/cms/coveryjs');
    expect(covery?.headers['x-fingerprint']).toBe('old-random');
    expect(env.routes.calls.at(-1)?.headers['x-fingerprint']).toBe('visitor-7');
  });

  it('goes on with the stored fingerprint when the service fails, answers nonsense or hangs', async () => {
    for (const answer of [async () => Promise.reject(new Error('down')), async () => '']) {
      const { env, site } = setup(
        { apiKey: 'k', service: service(answer) },
        { [FINGERPRINT_KEY]: '"kept"' },
      );
      await site.start();
      expect(env.routes.calls.at(-1)?.headers['x-fingerprint']).toBe('kept');
    }

    const { env, site } = setup(
      { apiKey: 'k', service: service(() => new Promise(() => {})) },
      { [FINGERPRINT_KEY]: '"kept"' },
    );
    const started = vi.fn();
    void site.start().then(started);
    await flushMicrotasks(); // start() waits for the clock's timeout: settled() would wait for it
    expect(started).not.toHaveBeenCalled();
    env.clock.advance(FINGERPRINT_SERVICE_TIMEOUT_MS);
    await site.settled();
    expect(started).toHaveBeenCalled();
    expect(env.routes.calls.at(-1)?.headers['x-fingerprint']).toBe('kept');
    expect(env.clock.pendingTimers()).toBe(0);
  });

  it('goes on when cms/coveryjs fails, and runs the steps once however often start() is called', async () => {
    const run = vi.fn();
    const { env, site } = setup({ coveryScript: true, runScript: run });
    env.routes.route('GET /api/cms/coveryjs', () => status(500));
    await site.start();
    await site.start();
    expect(run).not.toHaveBeenCalled();
    expect(env.routes.calls.filter((call) => call.path === '/api/cms/coveryjs')).toHaveLength(1);
    expect(site.session.tokens.bearer()).toBe('anon-token');
  });

  it('has a server-safe default script runner (no document: nothing runs, nothing throws)', async () => {
    const { site, paths } = setup({ coveryScript: true });
    await expect(site.start()).resolves.toBeUndefined();
    expect(paths()).toContain('/api/cms/coveryjs');
  });
});
