import { describe, expect, it } from 'vitest';
import { createFullSite } from '../entries/full';
import { createTestEnv, ok } from '../testing';
import { emptyBootstrap } from './bootstrap/bootstrap.types';

describe('createSite lifecycle', () => {
  it('dispose() stops listening to window messages that start() began to accept', async () => {
    const env = createTestEnv({
      routes: {
        'GET /api/auth/token': () => ok('anon'),
        'GET /api/cms/grouped': () => ok({ trialBonusAmount: 100 }),
      },
    });
    const site = createFullSite({ env });
    await site.start();
    env.platform.postMessage({ type: 'BOOTSTRAP_DATA', data: { trialBonusAmount: 5 } });
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(5);

    await site.dispose();
    env.platform.postMessage({ type: 'BOOTSTRAP_DATA', data: { trialBonusAmount: 7 } });
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(5);
  });

  it('two sites never share state (no per-user state at module scope)', async () => {
    const first = createFullSite({ env: createTestEnv() });
    const second = createFullSite({ env: createTestEnv() });
    first.i18n.setLocale('en');
    first.dialogs.open('login');
    expect(second.i18n.$locale.get()).toBe('tr');
    expect(second.dialogs.$dialog.get()).toBeNull();
  });
});

describe('start after a server render', () => {
  it('applies the bootstrap the page carries at once and does not fetch it again', async () => {
    const env = createTestEnv({ routes: { 'GET /api/auth/token': () => ok('anon') } });
    const site = createFullSite({ env });
    const started = site.start({ bootstrap: { ...emptyBootstrap(), trialBonusAmount: 42 } });
    // Before the first await: a hydrating render already sees the server's data.
    expect(site.bootstrap.$trialBonusAmount.get()).toBe(42);
    await started;
    expect(env.routes.calls.map((call) => call.path)).not.toContain('/api/cms/grouped');
    await site.dispose();
  });
});
