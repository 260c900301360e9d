import { describe, expect, it } from 'vitest';
import { cashoutModule } from '../../entries/cashout.module';
import { createFullSite } from '../../entries/full';
import { BetStatus, SelectionResult } from '../../kernel/bets/bet.enums';
import { createFakeHubClients } from '../../kernel/realtime/fake-hub-client';
import { countingTestEnv, flush, login } from '../../kernel/realtime/realtime.test-support';
import { ok, status } from '../../testing';
import type { OddsChangeChoice } from './cashout.types';
import {
  cashedOutTotal,
  cashoutPercent,
  cashoutShare,
  readCashoutAmount,
  stakeLeftAfter,
} from './cashout-amount';

const BET_ID = 7300001;
const row = (change: Record<string, unknown> = {}) => ({
  betId: BET_ID,
  type: 2,
  status: BetStatus.Accepted,
  amount: 100,
  totalRate: 4.2,
  possibleWin: 420,
  placedAt: '2026-11-26T10:00:00',
  settledAt: null,
  selections: [
    {
      oddId: 11,
      eventName: 'Galatasaray - Trabzonspor',
      marketName: 'Maç Sonucu',
      oddName: '1',
      rate: 2.1,
      result: SelectionResult.Pending,
    },
  ],
  openStake: 100,
  cashoutValue: 95,
  cashouts: [],
  ...change,
});
const refusal = (message: string, value: number | null) =>
  Response.json({ success: false, message, data: { betId: BET_ID, value } });

async function setup(options: { policy?: () => OddsChangeChoice; rows?: unknown[] } = {}) {
  const env = countingTestEnv();
  const fakes = createFakeHubClients();
  const site = createFullSite({
    env,
    realtime: { hubClient: fakes.factory, visitors: false },
    extraModules: [cashoutModule({ acceptChange: options.policy })],
  });
  let rows = options.rows ?? [row()];
  env.routes.route('GET /sbapi/api/sportsbook/mybets', () => ok(rows));
  env.routes.route('GET /api/user/balance', () => ok({ balance: 1000 }));
  await site.start();
  await login(site);
  const store = site.cashout.bet(BET_ID);
  // Watched, as My Bets watches it: the value seeds from the rows.
  const unwatch = store.subscribe(() => {});
  await flush();
  const push = (message: unknown) =>
    fakes.latest('sbnotify')?.push({ command: 'cashoutChanged', message });
  const cashoutCalls = () =>
    env.routes.calls.filter((call) => call.path === '/sbapi/api/sportsbook/cashout');
  return {
    env,
    site,
    store,
    push,
    cashoutCalls,
    setRows: (next: unknown[]) => {
      rows = next;
    },
    stop: unwatch,
  };
}

describe('cash-out (extension)', () => {
  it('seeds a bet’s value from My Bets and follows the pushes', async () => {
    const t = await setup();
    expect(t.store.get()).toMatchObject({ value: 95, openStake: 100, suspended: false });
    t.push({ betId: BET_ID, value: 101.37 });
    expect(t.store.get().value).toBe(101.37);
    t.push({ betId: String(BET_ID), value: null });
    expect(t.store.get()).toMatchObject({ value: null, suspended: true });
    t.stop();
  });

  it('a malformed push is a typed error, never a crash, and changes nothing', async () => {
    const t = await setup();
    const errors: unknown[] = [];
    t.site.realtime.on('error', (error) => errors.push(error));
    t.push({ betId: BET_ID, value: 'lots' });
    t.push({ value: 3 });
    t.push(null);
    expect(t.store.get().value).toBe(95);
    expect(errors.length).toBe(3);
    t.stop();
  });

  it('pays the whole bet at the value shown, then reloads My Bets and the balance', async () => {
    const t = await setup();
    t.env.routes.route('POST /sbapi/api/sportsbook/cashout', () => {
      t.setRows([row({ status: BetStatus.Cashout, openStake: 0, cashoutValue: null })]);
      return ok(
        { betId: BET_ID, status: 5, paid: 95, openStake: 0, value: null, balance: 995 },
        'Kuponunuz bozduruldu',
      );
    });
    const paid: unknown[] = [];
    t.site.cashout.on('cashedOut', (event) => paid.push(event));
    const before = t.env.routes.calls.length;
    const result = await t.site.cashout.cashOut(BET_ID);
    expect(result).toEqual({
      ok: true,
      paid: 95,
      full: true,
      value: null,
      message: 'Kuponunuz bozduruldu',
    });
    expect(t.cashoutCalls()[0]?.body).toEqual({
      betId: BET_ID,
      value: 95,
      amount: 95,
      // The bet slip's stored choice, whose default is the spec's Accept Changes (on).
      accept: 'any',
    });
    expect(paid).toEqual([{ betId: BET_ID, paid: 95, full: true }]);
    await flush();
    expect(t.store.get()).toMatchObject({ value: null, suspended: false, inProgress: false });
    const after = t.env.routes.calls.slice(before).map((call) => call.path);
    expect(after).toContain('/sbapi/api/sportsbook/mybets');
    expect(after).toContain('/api/user/balance');
    t.stop();
  });

  it('pays a part and keeps the bet running on the rest', async () => {
    const t = await setup();
    t.env.routes.route('POST /sbapi/api/sportsbook/cashout', () => {
      t.setRows([row({ openStake: 50, cashoutValue: 47.5 })]);
      return ok({ betId: BET_ID, status: 1, paid: 47.5, openStake: 50, value: 47.5 });
    });
    const result = await t.site.cashout.cashOut(BET_ID, { amount: 47.5 });
    expect(result).toMatchObject({ ok: true, paid: 47.5, full: false, value: 47.5 });
    expect(t.cashoutCalls()[0]?.body).toMatchObject({ value: 95, amount: 47.5 });
    await flush();
    expect(t.store.get()).toMatchObject({ value: 47.5, openStake: 50, suspended: false });
    t.stop();
  });

  it('sends one call per bet at a time: a double click cashes out once', async () => {
    const t = await setup();
    let answer: (response: Response) => void = () => {};
    t.env.routes.route(
      'POST /sbapi/api/sportsbook/cashout',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const first = t.site.cashout.cashOut(BET_ID);
    const second = await t.site.cashout.cashOut(BET_ID);
    expect(second).toEqual({ ok: false, reason: 'busy' });
    expect(t.store.get().inProgress).toBe(true);
    await flush();
    answer(ok({ betId: BET_ID, status: 5, paid: 95, openStake: 0, value: null }));
    expect((await first).ok).toBe(true);
    expect(t.cashoutCalls()).toHaveLength(1);
    t.stop();
  });

  it('a changed value pays nothing and asks to confirm; confirming sends the new value', async () => {
    const t = await setup();
    t.env.routes.route('POST /sbapi/api/sportsbook/cashout', () =>
      refusal('Bozdurma tutarı değişti: ₺91,20', 91.2),
    );
    const result = await t.site.cashout.cashOut(BET_ID);
    expect(result).toEqual({
      ok: false,
      reason: 'value-changed',
      value: 91.2,
      message: { text: 'Bozdurma tutarı değişti: ₺91,20' },
    });
    expect(t.store.get()).toMatchObject({
      value: 91.2,
      inProgress: false,
      failure: { reason: 'value-changed' },
    });
    t.env.routes.route('POST /sbapi/api/sportsbook/cashout', () =>
      ok({ betId: BET_ID, status: 5, paid: 91.2, openStake: 0, value: null }),
    );
    expect(await t.site.cashout.cashOut(BET_ID)).toMatchObject({ ok: true, paid: 91.2 });
    expect(t.cashoutCalls()[1]?.body).toMatchObject({ value: 91.2 });
    t.stop();
  });

  it('sends the player’s odds-change choice, read at each cash-out', async () => {
    let policy: OddsChangeChoice = 'higher';
    const t = await setup({ policy: () => policy });
    t.env.routes.route('POST /sbapi/api/sportsbook/cashout', () => refusal('x', 95));
    await t.site.cashout.cashOut(BET_ID);
    policy = 'any';
    await t.site.cashout.cashOut(BET_ID);
    expect(t.cashoutCalls().map((call) => (call.body as { accept: string }).accept)).toEqual([
      'higher',
      'any',
    ]);
    t.stop();
  });

  it('by default follows the bet slip’s stored odds-change choice', async () => {
    const t = await setup({ policy: undefined });
    t.env.routes.route('POST /sbapi/api/sportsbook/cashout', () => refusal('x', 95));
    t.site.betSlip.setOddsChangePolicy('none');
    await t.site.cashout.cashOut(BET_ID);
    t.site.betSlip.setOddsChangePolicy('higher');
    await t.site.cashout.cashOut(BET_ID);
    expect(t.cashoutCalls().map((call) => (call.body as { accept: string }).accept)).toEqual([
      'none',
      'higher',
    ]);
    t.stop();
  });

  it.each([
    ['HTTP 500', () => status(500, { success: false, message: 'Sunucu hatası', data: null })],
    ['success:false', () => Response.json({ success: false, message: 'Olmadı', data: null })],
    ['a malformed answer', () => ok({ betId: BET_ID, paid: 'all' })],
    [
      'a cut connection',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('%s leaves the bet as it was and says why', async (_name, answer) => {
    const t = await setup();
    t.env.routes.route('POST /sbapi/api/sportsbook/cashout', answer);
    const result = await t.site.cashout.cashOut(BET_ID, { amount: 40 });
    expect(result).toMatchObject({ ok: false, reason: 'failed' });
    expect(result.ok ? null : result.message).toBeTruthy();
    expect(t.store.get()).toMatchObject({
      value: 95,
      openStake: 100,
      inProgress: false,
      failure: { reason: 'failed' },
    });
    t.stop();
  });

  it('a timeout rolls back and reloads My Bets (the server may have acted)', async () => {
    const t = await setup();
    t.env.routes.route('POST /sbapi/api/sportsbook/cashout', () => new Promise<Response>(() => {}));
    const pending = t.site.cashout.cashOut(BET_ID);
    await flush();
    const before = t.env.routes.calls.length;
    t.env.clock.advance(30_000);
    const result = await pending;
    expect(result).toEqual({ ok: false, reason: 'failed', message: { key: 'errors.timeout' } });
    expect(t.store.get()).toMatchObject({ value: 95, inProgress: false });
    await flush();
    expect(t.env.routes.calls.slice(before).map((call) => call.path)).toContain(
      '/sbapi/api/sportsbook/mybets',
    );
    t.stop();
  });

  it('refuses without a call: no value, suspended, an amount of nothing or above the value', async () => {
    const t = await setup();
    expect(await t.site.cashout.cashOut(BET_ID, { amount: 0 })).toMatchObject({
      reason: 'invalid',
    });
    expect(await t.site.cashout.cashOut(BET_ID, { amount: 95.01 })).toMatchObject({
      reason: 'invalid',
    });
    t.push({ betId: BET_ID, value: null });
    expect(await t.site.cashout.cashOut(BET_ID)).toMatchObject({
      ok: false,
      reason: 'suspended',
      message: { key: 'cashout.suspended' },
    });
    expect(t.cashoutCalls()).toHaveLength(0);
    t.stop();
  });

  it('a settled bet offers nothing; a server refusal for suspension is told as such', async () => {
    const t = await setup({ rows: [row({ status: BetStatus.Won, cashoutValue: null })] });
    expect(t.store.get()).toMatchObject({ value: null, suspended: false });
    t.setRows([row()]);
    await t.site.betSlip.myBets.refresh();
    t.env.routes.route('POST /sbapi/api/sportsbook/cashout', () => refusal('Askıda', null));
    expect(await t.site.cashout.cashOut(BET_ID)).toMatchObject({ reason: 'suspended' });
    expect(t.store.get()).toMatchObject({ value: null, suspended: true });
    t.stop();
  });
});

describe('partial cash-out amount', () => {
  it('reads the field like a stake, more than nothing and at most the value', () => {
    expect(readCashoutAmount('47,50', 95)).toEqual({ ok: true, amount: 47.5 });
    expect(readCashoutAmount('٤٧٫٥', 95)).toEqual({ ok: true, amount: 47.5 });
    expect(readCashoutAmount('95', 95)).toEqual({ ok: true, amount: 95 });
    expect(readCashoutAmount('95,01', 95)).toEqual({ ok: false, reason: 'cashout.invalidAmount' });
    expect(readCashoutAmount('0', 95)).toEqual({ ok: false, reason: 'cashout.invalidAmount' });
    expect(readCashoutAmount('', 95)).toEqual({ ok: false, reason: 'cashout.invalidAmount' });
    expect(readCashoutAmount('12a', 95)).toEqual({ ok: false, reason: 'validation.digitsOnly' });
  });

  it('takes a share of the value to the kuruş', () => {
    expect(cashoutShare(95.37, 50)).toBe(47.69);
    expect(cashoutShare(95.37, 100)).toBe(95.37);
    expect(cashoutShare(95.37, 140)).toBe(95.37);
  });

  it('tells the slider its share, the stake left after a part and the total paid', () => {
    expect(cashoutPercent(47.69, 95.37)).toBe(50);
    expect(cashoutPercent(null, 95.37)).toBe(0);
    expect(stakeLeftAfter(100, 47.69, 95.37)).toBe(49.99);
    expect(stakeLeftAfter(100, 95.37, 95.37)).toBeNull();
    expect(cashedOutTotal([{ paid: 0.1 }, { paid: 0.2 }])).toBe(0.3);
  });
});
