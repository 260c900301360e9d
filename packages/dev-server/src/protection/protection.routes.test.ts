import { describe, expect, it } from 'vitest';
import { STAKES } from '../casino/launch/play-page';
import { createDevServer } from '../create-dev-server';
import { apiClient } from '../testing/api-client';
import { periodEnd, periodStart } from './periods';

// Wednesday 2026-11-25 12:00 in Turkey (09:00 UTC).
const START = Date.UTC(2026, 10, 25, 9);
const HOUR = 60 * 60 * 1000;

interface LimitView {
  period: string;
  amount: number | null;
  pending: { amount: number | null; effectiveAt: string } | null;
  used: number;
  remaining: number | null;
}
interface StateView {
  depositLimits: LimitView[];
  lossLimits: LimitView[];
  realityCheckMinutes: number | null;
  history: {
    kind: string;
    period: string;
    previous: number | null;
    requested: number | null;
    effectiveAt: string;
    cancelled: boolean;
  }[];
}

async function setup() {
  let now = START;
  // Tokens outlive the test's jumps in time.
  const server = createDevServer({
    now: () => now,
    playerTokenTtlMs: 90 * 24 * HOUR,
    anonymousTokenTtlMs: 90 * 24 * HOUR,
  });
  const api = apiClient(server);
  const token = await api.login('player1');
  const setLimit = (
    kind: string,
    period: string,
    amount: number | null,
    locale: 'tr' | 'en' = 'en',
  ) => api.post<StateView>('/api/protection/limits', { kind, period, amount }, { token, locale });
  const deposit = (amount: number) =>
    api.post(
      '/api/payment/deposit',
      { id: 2, detail: { Amount: amount, PaparaNo: 1234567890 } },
      { token, locale: 'en' },
    );
  return {
    server,
    api,
    token,
    setLimit,
    deposit,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('periods (Turkish calendar)', () => {
  it('days start at midnight in Turkey, weeks on Monday, months on the 1st', () => {
    expect(new Date(periodStart('daily', START)).toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(new Date(periodEnd('daily', START)).toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(new Date(periodStart('weekly', START)).toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(new Date(periodEnd('weekly', START)).toISOString()).toBe('2026-11-29T21:00:00.000Z');
    expect(new Date(periodEnd('monthly', START)).toISOString()).toBe('2026-11-30T21:00:00.000Z');
  });
});

describe('protection/limits (extension)', () => {
  it('sets a first limit and lowers one at once; raising and removing wait 24 hours', async () => {
    const { setLimit, advance } = await setup();
    const first = await setLimit('deposit', 'daily', 500);
    expect(first.success).toBe(true);
    expect(first.data.depositLimits[0]).toMatchObject({ amount: 500, pending: null });

    const lower = await setLimit('deposit', 'daily', 300);
    expect(lower.data.depositLimits[0]).toMatchObject({ amount: 300, pending: null });

    const raise = await setLimit('deposit', 'daily', 1000);
    expect(raise.success).toBe(true);
    expect(raise.message).toContain('24-hour');
    expect(raise.data.depositLimits[0]).toMatchObject({
      amount: 300,
      pending: { amount: 1000, effectiveAt: '2026-11-26T09:00:00.000' },
    });
    advance(24 * HOUR - 1);
    const before = await setLimit('deposit', 'weekly', null);
    expect(before.data.depositLimits[0]?.amount).toBe(300);
    advance(1);
    const after = await setLimit('deposit', 'weekly', null);
    expect(after.data.depositLimits[0]).toMatchObject({ amount: 1000, pending: null });
  });

  it('removing a limit waits the cooling-off too; lowering meanwhile cancels the wait', async () => {
    const { setLimit } = await setup();
    await setLimit('loss', 'weekly', 800);
    const removed = await setLimit('loss', 'weekly', null);
    expect(removed.data.lossLimits[1]).toMatchObject({ amount: 800, pending: { amount: null } });
    const lowered = await setLimit('loss', 'weekly', 600);
    expect(lowered.data.lossLimits[1]).toMatchObject({ amount: 600, pending: null });
    expect(lowered.data.history.map((e) => [e.previous, e.requested, e.cancelled])).toEqual([
      [800, 600, false],
      [800, null, true],
      [null, 800, false],
    ]);
  });

  it('refuses a weekly limit below the daily one (and a daily above the weekly), keeping the state', async () => {
    const { setLimit } = await setup();
    await setLimit('deposit', 'daily', 500);
    const weekly = await setLimit('deposit', 'weekly', 400);
    expect(weekly.success).toBe(false);
    expect(weekly.message).toBe('The weekly limit cannot be below the daily limit (₺500.00)');
    expect(weekly.data.depositLimits[1]?.amount).toBeNull();
    await setLimit('deposit', 'weekly', 2000);
    const daily = await setLimit('deposit', 'daily', 2500, 'tr');
    expect(daily.success).toBe(false);
    expect(daily.message).toBe('Haftalık limit, günlük limitten (₺2.500,00) düşük olamaz');
  });

  it('refuses amounts that are not positive', async () => {
    const { setLimit, api, token } = await setup();
    for (const amount of [0, -5, 20_000_000]) {
      const answer = await setLimit('deposit', 'daily', amount);
      expect(answer.success).toBe(false);
    }
    const text = await api.post(
      '/api/protection/limits',
      { kind: 'deposit', period: 'daily', amount: '100' },
      { token },
    );
    expect(text.success).toBe(false);
    const kind = await api.post(
      '/api/protection/limits',
      { kind: 'bonus', period: 'daily', amount: 1 },
      { token },
    );
    expect(kind.success).toBe(false);
  });

  it('is player-only', async () => {
    const { api } = await setup();
    const visitor = await api.anonymousToken();
    expect((await api.get('/api/protection', { token: visitor })).success).toBe(false);
  });
});

describe('deposit limits on payment/deposit', () => {
  it('refuses a deposit over what remains, naming the limit and the rest, before any page opens', async () => {
    const { setLimit, deposit, server } = await setup();
    await setLimit('deposit', 'daily', 500);
    const accepted = await deposit(300);
    expect(accepted.success).toBe(true);
    const refused = await deposit(300);
    expect(refused.success).toBe(false);
    expect(refused.message).toBe(
      'Your daily deposit limit is ₺500.00; ₺200.00 remains for this period',
    );
    expect(refused.data).toEqual({
      refusal: 'depositLimit',
      period: 'daily',
      limit: 500,
      remaining: 200,
    });
    expect(server.control.transactions('player1')).toHaveLength(1);
    expect((await deposit(200)).success).toBe(true);
  });
});

describe('loss limits on bets and games', () => {
  it('counts stakes minus wins; refuses game launches and spins once reached, until the period ends', async () => {
    const { setLimit, api, token, server, advance } = await setup();
    await setLimit('loss', 'daily', 50);
    const game = server.domains.casino.games.find((g) => g.providerName === 'Pragmatic Play');
    expect(game).toBeDefined();
    const launch = () =>
      api.post<string>(
        '/api/casino/pragmaticlaunchurl',
        { code: game?.gameCode },
        { token, locale: 'en' },
      );
    const launched = await launch();
    expect(launched.success).toBe(true);
    const playToken = /play\/([^/?]+)/.exec(launched.data)?.[1];
    const STAKE = STAKES.at(-1);
    // Spin until 50 is lost (stakes 10 at a time; wins count against losses).
    for (let i = 0; i < 200; i++) {
      const spin = await api.post(
        `/api/casino/play/${playToken}/spin?stake=${STAKE}`,
        {},
        { token },
      );
      if (!spin.success) break;
    }
    const state = await api.get<StateView>('/api/protection', { token });
    expect(state.data.lossLimits[0]?.used).toBeGreaterThanOrEqual(50);
    const refused = await launch();
    expect(refused.success).toBe(false);
    expect(refused.message).toMatch(
      /^You have reached your daily loss limit \(₺50\.00\)\. Play resumes on /,
    );
    expect(refused.data).toEqual({
      refusal: 'lossLimit',
      period: 'daily',
      limit: 50,
      until: '2026-11-25T21:00:00.000',
    });
    advance(12 * HOUR);
    expect((await launch()).success).toBe(true);
  });
});

describe('time-out and self-exclusion', () => {
  it('ends every other session, refuses login until the end date, and cannot be lifted early', async () => {
    const { api, token, advance } = await setup();
    const other = await api.login('player1');
    const started = await api.post<{ kind: string; until: string }>(
      '/api/protection/exclusion',
      { kind: 'timeOut', duration: '24h' },
      { token, locale: 'en' },
    );
    expect(started.success).toBe(true);
    expect(started.data).toEqual({ kind: 'timeOut', until: '2026-11-26T09:00:00.000' });
    expect((await api.get('/api/user/balance', { token: other })).status).toBe(401);
    const anonymous = await api.anonymousToken();
    const login = () =>
      api.post(
        '/api/auth/login',
        { username: 'player1', password: 'secret1' },
        { token: anonymous, locale: 'en' },
      );
    const refused = await login();
    expect(refused.success).toBe(false);
    expect(refused.message).toMatch(
      /^Your account is on a time-out; you cannot log in until 26 Nov 2026/,
    );
    expect(refused.data).toEqual({ refusal: 'timeOut', until: '2026-11-26T09:00:00.000' });
    // The session that started it cannot bet or play meanwhile either.
    const launch = await api.post(
      '/api/casino/pragmaticlaunchurl',
      { code: 'x' },
      { token, locale: 'en' },
    );
    expect(launch.success).toBe(false);
    advance(24 * HOUR);
    expect((await login()).success).toBe(true);
  });

  it('a permanent self-exclusion refuses login with no end date; unknown durations are refused', async () => {
    const { api, token } = await setup();
    const bad = await api.post(
      '/api/protection/exclusion',
      { kind: 'timeOut', duration: '6m' },
      { token },
    );
    expect(bad.success).toBe(false);
    await api.post(
      '/api/protection/exclusion',
      { kind: 'selfExclusion', duration: 'permanent' },
      { token },
    );
    const refused = await api.post(
      '/api/auth/login',
      { username: 'player1', password: 'secret1' },
      { token: await api.anonymousToken(), locale: 'en' },
    );
    expect(refused.data).toEqual({ refusal: 'selfExclusion', until: null });
  });
});

describe('reality check', () => {
  it('stores 15/30/60 or null, refuses other values, and sums the session result', async () => {
    const { api, token, advance } = await setup();
    const saved = await api.post<StateView>(
      '/api/protection/reality-check',
      { minutes: 30 },
      { token },
    );
    expect(saved.data.realityCheckMinutes).toBe(30);
    expect(
      (await api.post('/api/protection/reality-check', { minutes: 20 }, { token })).success,
    ).toBe(false);
    advance(HOUR);
    const session = await api.get<{ startedAt: string; now: string; net: number }>(
      '/api/protection/session',
      { token },
    );
    expect(session.data).toEqual({
      startedAt: '2026-11-25T09:00:00.000',
      now: '2026-11-25T10:00:00.000',
      net: 0,
    });
  });
});
