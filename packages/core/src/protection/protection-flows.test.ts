import { describe, expect, it } from 'vitest';
import { protectionModule } from '../entries/protection.module';
import { createSite } from '../kernel/create-site';
import { AUTH_DATA_KEY } from '../kernel/session/session.types';
import { createTestEnv, flushMicrotasks, ok, status } from '../testing';
import { fail } from '../testing/route-fetch';

// The manual clock's start.
const NOW = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;
const stamp = (ms: number) => new Date(ms).toISOString().replace(/Z$/, '');

interface Limit {
  period: 'daily' | 'weekly' | 'monthly';
  amount: number | null;
  pending: { amount: number | null; effectiveAt: string } | null;
  used: number;
  remaining: number | null;
  periodEndsAt: string;
}

function limits(amounts: Partial<Record<Limit['period'], number>> = {}): Limit[] {
  return (['daily', 'weekly', 'monthly'] as const).map((period) => ({
    period,
    amount: amounts[period] ?? null,
    pending: null,
    used: 0,
    remaining: amounts[period] ?? null,
    periodEndsAt: stamp(NOW + 12 * 60 * MINUTE),
  }));
}

function wireState(overrides: Record<string, unknown> = {}) {
  return {
    now: stamp(NOW),
    depositLimits: limits(),
    lossLimits: limits(),
    realityCheckMinutes: null,
    history: [],
    ...overrides,
  };
}

function setup(state = wireState(), session = { startedAt: NOW - 5 * MINUTE, net: -120 }) {
  const env = createTestEnv({
    storage: { [AUTH_DATA_KEY]: JSON.stringify({ token: 'p', username: 'ayse' }) },
  });
  env.routes.route('GET /api/protection', () => ok(state));
  env.routes.route('GET /api/protection/session', () =>
    ok({ startedAt: stamp(session.startedAt), now: stamp(env.clock.now()), net: session.net }),
  );
  env.routes.route('GET /api/auth/logout', () => ok(null));
  const site = createSite({ env, modules: [protectionModule()] });
  const sent = (path: string) => env.routes.calls.filter((call) => call.path === path);
  return { env, site, sent };
}

async function loaded(state = wireState(), session?: { startedAt: number; net: number }) {
  const context = setup(state, session);
  await context.site.start();
  await context.site.settled();
  expect(context.site.protection.$protection.get().status).toBe('ready');
  return context;
}

describe('limits', () => {
  it('sends nothing for an amount that is not positive money', async () => {
    const { site, sent } = await loaded();
    for (const text of ['', 'abc', '0', '0,00', '-5', '12,345']) {
      const outcome = await site.protection.setLimit('deposit', 'daily', text);
      expect(outcome).toEqual({
        ok: false,
        reason: 'invalid',
        message: { key: 'protection.invalidAmount' },
      });
    }
    expect(sent('/api/protection/limits')).toHaveLength(0);
  });

  it('refuses a weekly limit below the daily one before sending, naming the daily amount', async () => {
    const { site, sent } = await loaded(wireState({ depositLimits: limits({ daily: 500 }) }));
    const outcome = await site.protection.setLimit('deposit', 'weekly', '₺400,00');
    expect(outcome).toEqual({
      ok: false,
      reason: 'order',
      message: { key: 'protection.weeklyBelowDaily', params: { amount: '₺500,00' } },
    });
    expect(sent('/api/protection/limits')).toHaveLength(0);
  });

  it('refuses a daily limit above the weekly one, pending changes counted', async () => {
    const pending = limits({ daily: 500, weekly: 1000 });
    pending[1] = { ...pending[1], pending: { amount: 3000, effectiveAt: stamp(NOW + 1) } } as Limit;
    const { site, sent } = await loaded(wireState({ depositLimits: pending }));
    // Below the weekly limit once its raise to 3,000 applies: sent (the server decides).
    await site.protection.setLimit('deposit', 'daily', '2.000');
    expect(sent('/api/protection/limits')).toHaveLength(1);
    expect(await site.protection.setLimit('deposit', 'daily', '4.000')).toEqual({
      ok: false,
      reason: 'order',
      message: { key: 'protection.weeklyBelowDaily', params: { amount: '₺4.000,00' } },
    });
  });

  it('sends the parsed amount and shows the server state it answers (a raise pending 24 h)', async () => {
    const { site, env } = await loaded(wireState({ depositLimits: limits({ daily: 500 }) }));
    const effectiveAt = NOW + 24 * 60 * MINUTE;
    const pendingLimits = limits({ daily: 500 });
    pendingLimits[0] = {
      ...pendingLimits[0],
      pending: { amount: 1500, effectiveAt: stamp(effectiveAt) },
    } as Limit;
    env.routes.route('POST /api/protection/limits', () =>
      ok(wireState({ depositLimits: pendingLimits }), 'Takes effect after 24 hours'),
    );
    const outcome = await site.protection.setLimit('deposit', 'daily', '₺1.500,00');
    expect(outcome).toEqual({ ok: true, message: { text: 'Takes effect after 24 hours' } });
    expect(env.routes.calls.at(-1)?.body).toEqual({
      kind: 'deposit',
      period: 'daily',
      amount: 1500,
    });
    const daily = site.protection.$protection.get().settings?.depositLimits[0];
    expect(daily).toMatchObject({ amount: 500, pending: { amount: 1500, effectiveAt } });
  });

  it('keeps the last limits after a 500, a malformed answer, success:false and a timeout', async () => {
    const { site, env } = await loaded(wireState({ lossLimits: limits({ daily: 100 }) }));
    const before = site.protection.$protection.get().settings;
    const errors: unknown[] = [];
    site.toasts.on('show', (toast) => {
      if (toast.kind === 'error') errors.push(toast.content);
    });
    const answers = [
      () => status(500),
      () => ok({ nonsense: true }),
      () => fail('Service unavailable'),
      // A fetch aborted by the 30 s request timeout (the route table does not see the signal).
      () =>
        new Promise<Response>((_, reject) => {
          env.clock.setTimeout(() => reject(new DOMException('aborted', 'AbortError')), 30_000);
        }),
    ];
    for (const answer of answers) {
      env.routes.route('POST /api/protection/limits', answer);
      let settled = false;
      const pending = site.protection.setLimit('loss', 'daily', '50').finally(() => {
        settled = true;
      });
      for (let step = 0; step < 20 && !settled; step++) {
        // The timeout answer comes only when the clock moves: settled() would wait for it.
        await flushMicrotasks();
        env.clock.advance(5_000);
      }
      const outcome = await pending;
      expect(outcome.ok).toBe(false);
      expect(site.protection.$protection.get().settings).toEqual(before);
    }
    expect(errors).toHaveLength(answers.length);
  });

  it('a refusal carrying the server state shows it: another tab changed the limits meanwhile', async () => {
    const { site, env } = await loaded(wireState({ depositLimits: limits({ daily: 500 }) }));
    env.routes.route('POST /api/protection/limits', () =>
      Response.json({
        success: false,
        message: 'The weekly limit cannot be below the daily limit (₺300.00)',
        data: wireState({ depositLimits: limits({ daily: 300, weekly: 250 }) }),
      }),
    );
    const outcome = await site.protection.setLimit('deposit', 'weekly', '600');
    expect(outcome).toMatchObject({ ok: false, reason: 'failed' });
    expect(site.protection.$protection.get().settings?.depositLimits.map((l) => l.amount)).toEqual([
      300,
      250,
      null,
    ]);
  });

  it('one change at a time; a visitor sends nothing', async () => {
    const { site, env } = await loaded();
    env.routes.route('POST /api/protection/limits', () => new Promise<Response>(() => {}));
    void site.protection.setLimit('loss', 'daily', '50');
    expect(await site.protection.removeLimit('loss', 'daily')).toEqual({
      ok: false,
      reason: 'busy',
    });
    const fresh = createSite({ env: createTestEnv(), modules: [protectionModule()] });
    expect(await fresh.protection.removeLimit('loss', 'daily')).toEqual({
      ok: false,
      reason: 'not-logged-in',
    });
  });
});

describe('time-out and self-exclusion', () => {
  it('taking effect logs the player out', async () => {
    const { site, env } = await loaded();
    env.routes.route('POST /api/protection/exclusion', () =>
      ok({ kind: 'timeOut', until: stamp(NOW + 24 * 60 * MINUTE) }, 'Time-out started'),
    );
    const outcome = await site.protection.exclude('time-out', '24h');
    expect(outcome).toEqual({
      ok: true,
      message: { text: 'Time-out started' },
      until: NOW + 24 * 60 * MINUTE,
    });
    expect(env.routes.calls.find((c) => c.path === '/api/protection/exclusion')?.body).toEqual({
      kind: 'timeOut',
      duration: '24h',
    });
    expect(site.session.$authData.get()).toBeNull();
    expect(site.protection.$protection.get()).toEqual({
      status: 'idle',
      settings: null,
    });
  });

  it('a failed call keeps the player logged in', async () => {
    const { site, env } = await loaded();
    env.routes.route('POST /api/protection/exclusion', () => status(500));
    const outcome = await site.protection.exclude('self-exclusion', 'permanent');
    expect(outcome.ok).toBe(false);
    expect(site.session.$authData.get()).not.toBeNull();
  });
});

describe('reality check (clock port)', () => {
  it('opens after the chosen interval since the session began, with the time and net result', async () => {
    const { site, env } = await loaded(wireState({ realityCheckMinutes: 15 }), {
      startedAt: NOW - 5 * MINUTE,
      net: -120,
    });
    await site.settled();
    env.clock.advance(10 * MINUTE - 1);
    await site.settled();
    expect(site.dialogs.$dialog.get()).toBeNull();
    env.clock.advance(1);
    await site.settled();
    expect(site.dialogs.$dialog.get()).toEqual({
      name: 'realityCheck',
      props: { minutesLoggedIn: 15, net: -120 },
    });
    expect(site.protection.$realityCheck.get()).toEqual({ minutesLoggedIn: 15, net: -120 });

    site.protection.continueSession();
    expect(site.dialogs.$dialog.get()).toBeNull();
    env.clock.advance(15 * MINUTE);
    await site.settled();
    expect(site.dialogs.$dialog.get()?.props).toEqual({ minutesLoggedIn: 30, net: -120 });
  });

  it('waits for an open dialog to close instead of closing it (one dialog at a time)', async () => {
    const { site, env } = await loaded(wireState({ realityCheckMinutes: 30 }), {
      startedAt: NOW,
      net: 40,
    });
    await site.settled();
    site.dialogs.open('deposit');
    env.clock.advance(30 * MINUTE);
    await site.settled();
    expect(site.dialogs.$dialog.get()?.name).toBe('deposit');
    site.dialogs.close('deposit');
    expect(site.dialogs.$dialog.get()?.name).toBe('realityCheck');
  });

  it('Log out ends the session; nothing is scheduled after a logout', async () => {
    const { site, env } = await loaded(wireState({ realityCheckMinutes: 60 }), {
      startedAt: NOW,
      net: 0,
    });
    await site.settled();
    env.clock.advance(60 * MINUTE);
    await site.settled();
    expect(site.dialogs.$dialog.get()?.name).toBe('realityCheck');
    await site.protection.logOutFromRealityCheck();
    expect(site.session.$authData.get()).toBeNull();
    expect(site.dialogs.$dialog.get()).toBeNull();
    expect(env.clock.pendingTimers()).toBe(0);
  });

  it('turned off, nothing is scheduled', async () => {
    const { env, site } = await loaded(wireState({ realityCheckMinutes: null }));
    await site.settled();
    env.clock.advance(120 * MINUTE);
    expect(env.routes.calls.some((c) => c.path === '/api/protection/session')).toBe(false);
  });
});
