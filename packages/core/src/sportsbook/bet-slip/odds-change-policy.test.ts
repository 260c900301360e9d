import { describe, expect, it } from 'vitest';
import { login, setupSite } from '../../kernel/realtime/realtime.test-support';
import { SLIP_SETTINGS_STORAGE_KEYS } from '../../testing';
import { createOddsStream } from '../odds-stream';
import { setupSlip } from './bet-slip.test-support';
import { createBetSlip } from './create-bet-slip';
import type { OddsChangePolicy } from './odds-change-policy';

/** A player's slip with odds 11 (1.85) and 12 (3.1) following an odds stream, stake 100. */
async function policySlip(policy: OddsChangePolicy) {
  const setup = setupSlip({ onSlip: [11, 12] });
  const odds = createOddsStream({ clock: setup.env.clock });
  const withOdds = setupSlip({ onSlip: [11, 12], odds });
  const { betSlip, site } = withOdds;
  const stop = betSlip.$oddList.listen(() => {});
  await site.settled();
  betSlip.setOddsChangePolicy(policy);
  betSlip.setMultipleStake('100');
  /** The server moves odd 12 to `rate` and pushes it. */
  const move = (rate: number) => {
    withOdds.rates.set(12, rate);
    odds.applyOddChanges([{ id: 12, odd: rate, changeType: rate > 3.1 ? 1 : -1 }]);
  };
  return { ...withOdds, odds, move, stop };
}

const MOVES = { up: 3.4, down: 2.8, unchanged: 3.1 } as const;

describe('odds-change policy (issue 21): what placing does with a moved price', () => {
  it.each([
    ['any', 'up', true],
    ['any', 'down', true],
    ['any', 'unchanged', true],
    ['higher', 'up', false],
    ['higher', 'unchanged', false],
    ['none', 'unchanged', false],
  ] as const)(
    '%s with a price %s: the bet is sent with acceptChanges %s',
    async (policy, move, flag) => {
      const slip = await policySlip(policy);
      if (move !== 'unchanged') slip.move(MOVES[move]);
      expect(slip.betSlip.$oddsToAccept.get()).toEqual([]);
      expect(slip.betSlip.$bettingAllowed.get()).toBe(true);
      expect(await slip.betSlip.placeBet()).toMatchObject({ ok: true });
      expect(slip.calls('sportsbook/placeBet').map((call) => call.body)).toEqual([
        { type: 2, amount: 100, acceptChanges: flag },
      ]);
      slip.stop();
    },
  );

  it.each([
    ['higher', 'down'],
    ['none', 'down'],
    ['none', 'up'],
  ] as const)(
    '%s with a price %s: placing stops with the odd highlighted, nothing is sent',
    async (policy, move) => {
      const slip = await policySlip(policy);
      slip.move(MOVES[move]);
      expect(slip.betSlip.$oddsToAccept.get()).toEqual([12]);
      expect(slip.betSlip.$bettingAllowed.get()).toBe(false);
      expect(await slip.betSlip.placeBet()).toEqual({
        ok: false,
        reason: 'odds-changed',
        oddIds: [12],
      });
      expect(slip.calls('sportsbook/placeBet')).toHaveLength(0);
      expect(slip.betSlip.$placing.get()).toBe(false);
      slip.stop();
    },
  );

  it('higher only: a higher price is taken as seen (the slip loads) before the bet goes', async () => {
    const slip = await policySlip('higher');
    const loadsBefore = slip.calls('sportsbook/betslip').length;
    slip.move(3.4);
    await slip.betSlip.placeBet();
    const order = slip.env.routes.calls
      .map((call) => call.path)
      .filter((path) => /betslip|placeBet/.test(path))
      .slice(loadsBefore);
    expect(order).toEqual(['/sbapi/api/sportsbook/betslip', '/sbapi/api/sportsbook/placeBet']);
    slip.stop();
  });

  it('higher only: a price that went up but came back lower than shown stops the bet', async () => {
    const slip = await policySlip('higher');
    slip.move(3.4);
    // The server moved it down again; the push has not arrived yet.
    slip.rates.set(12, 3.0);
    expect(await slip.betSlip.placeBet()).toEqual({
      ok: false,
      reason: 'odds-changed',
      oddIds: [12],
    });
    expect(slip.calls('sportsbook/placeBet')).toHaveLength(0);
    expect(slip.betSlip.$oddList.get()[1]).toMatchObject({ oddId: 12, rate: 3.0, change: 'down' });
    slip.stop();
  });

  it.each([
    ['higher', 'down'],
    ['none', 'up'],
  ] as const)(
    '%s, a price %s: accepting loads the slip (the new price is the one seen), then the bet goes',
    async (policy, move) => {
      const slip = await policySlip(policy);
      slip.move(MOVES[move]);
      const loads = slip.calls('sportsbook/betslip').length;
      expect(await slip.betSlip.acceptOddsChanges()).toEqual({ ok: true, message: undefined });
      expect(slip.calls('sportsbook/betslip')).toHaveLength(loads + 1);
      expect(slip.betSlip.$oddsToAccept.get()).toEqual([]);
      expect(slip.betSlip.$oddList.get()[1]).toMatchObject({ rate: MOVES[move], change: null });
      expect(await slip.betSlip.placeBet()).toMatchObject({ ok: true });
      expect(slip.calls('sportsbook/placeBet').map((call) => call.body)).toEqual([
        { type: 2, amount: 100, acceptChanges: false },
      ]);
      slip.stop();
    },
  );

  it('a failed accept keeps the odds to accept and says so', async () => {
    const slip = await policySlip('none');
    slip.move(2.8);
    slip.failNext.set('betslip', 'Service unavailable');
    expect(await slip.betSlip.acceptOddsChanges()).toEqual({ ok: false, reason: 'failed' });
    expect(slip.betSlip.$oddsToAccept.get()).toEqual([12]);
    expect(slip.toasts).toContainEqual({ kind: 'error', content: { text: 'Service unavailable' } });
    slip.stop();
  });

  it('switching to a policy that accepts the change lets the bet go without accepting', async () => {
    const slip = await policySlip('none');
    slip.move(3.4);
    expect(slip.betSlip.$oddsToAccept.get()).toEqual([12]);
    slip.betSlip.setOddsChangePolicy('higher');
    expect(slip.betSlip.$oddsToAccept.get()).toEqual([]);
    slip.betSlip.setOddsChangePolicy('any');
    expect(await slip.betSlip.placeBet()).toMatchObject({ ok: true });
    expect(slip.calls('sportsbook/placeBet')[0]?.body).toMatchObject({ acceptChanges: true });
    slip.stop();
  });
});

describe('odds-change policy: the choice is kept', () => {
  it('is any by default, with the checkbox meaning kept: on is any, off is none', () => {
    const { betSlip } = setupSlip();
    expect(betSlip.$oddsChangePolicy.get()).toBe('any');
    expect(betSlip.$acceptChanges.get()).toBe(true);
    betSlip.setAcceptChanges(false);
    expect(betSlip.$oddsChangePolicy.get()).toBe('none');
    expect(betSlip.$acceptChanges.get()).toBe(false);
    betSlip.setOddsChangePolicy('higher');
    expect(betSlip.$acceptChanges.get()).toBe(false);
  });

  it('survives a reload of the page (the storage port)', () => {
    const { betSlip, env, site } = setupSlip();
    expect(betSlip.setOddsChangePolicy('higher')).toEqual({ ok: true });
    expect(betSlip.setKeepSlip(true)).toEqual({ ok: true });
    expect(env.storage.getItem(SLIP_SETTINGS_STORAGE_KEYS.oddsChangePolicy)).toBe('"higher"');
    const reloaded = createBetSlip({
      http: site.http,
      clock: env.clock,
      toasts: site.toasts,
      $session: site.session.$session,
      storage: env.storage,
    });
    expect(reloaded.$oddsChangePolicy.get()).toBe('higher');
    expect(reloaded.$keepSlip.get()).toBe(true);
  });

  it.each(['"sometimes"', '42', 'not json', '{"policy":"higher"}'])(
    'a malformed stored value (%s) falls back to any and is removed',
    (stored) => {
      const { env, site } = setupSlip();
      env.storage.setItem(SLIP_SETTINGS_STORAGE_KEYS.oddsChangePolicy, stored);
      env.storage.setItem(SLIP_SETTINGS_STORAGE_KEYS.keepSlip, stored);
      const betSlip = createBetSlip({
        http: site.http,
        clock: env.clock,
        toasts: site.toasts,
        $session: site.session.$session,
        storage: env.storage,
      });
      expect(betSlip.$oddsChangePolicy.get()).toBe('any');
      expect(betSlip.$keepSlip.get()).toBe(false);
      expect(env.storage.getItem(SLIP_SETTINGS_STORAGE_KEYS.oddsChangePolicy)).toBeNull();
    },
  );

  it('refuses anything but the three choices, changing nothing', () => {
    const { betSlip, env } = setupSlip();
    betSlip.setOddsChangePolicy('none');
    expect(betSlip.setOddsChangePolicy('sometimes' as OddsChangePolicy)).toEqual({
      ok: false,
      reason: 'invalid-input',
    });
    expect(betSlip.$oddsChangePolicy.get()).toBe('none');
    expect(env.storage.getItem(SLIP_SETTINGS_STORAGE_KEYS.oddsChangePolicy)).toBe('"none"');
  });
});

describe('keep the slip after placing (issue 21)', () => {
  it('off by default: the spec’s slip empties once the success message clears', async () => {
    const { site, betSlip, env, calls } = setupSlip({ onSlip: [11, 12] });
    const stop = betSlip.$oddList.listen(() => {});
    await site.settled();
    betSlip.setMultipleStake('100');
    await betSlip.placeBet();
    expect(calls('sportsbook/toggleOdd')).toHaveLength(0);
    env.clock.advance(5000);
    await site.settled();
    expect(betSlip.$oddList.get()).toEqual([]);
    stop();
  });

  it('on: the placed selections go back on the slip, without their stakes', async () => {
    const { site, betSlip, env, calls } = setupSlip({ onSlip: [11, 12] });
    const stop = betSlip.$oddList.listen(() => {});
    await site.settled();
    betSlip.setKeepSlip(true);
    betSlip.setMultipleStake('100');
    expect(await betSlip.placeBet()).toMatchObject({ ok: true });
    await site.settled();
    expect(calls('sportsbook/toggleOdd').map((call) => call.body)).toEqual([
      { oddId: 11, isLive: false },
      { oddId: 12, isLive: false },
    ]);
    // The success message shows for 5 s as the spec says, then the slip reloads.
    expect(betSlip.$placeBetStatus.get()).toBe('success');
    env.clock.advance(5000);
    await site.settled();
    expect(betSlip.$placeBetStatus.get()).toBe(null);
    expect(betSlip.$oddList.get().map((odd) => odd.oddId)).toEqual([11, 12]);
    expect(betSlip.$multipleStake.get()).toBe('');
    stop();
  });
});

describe('odds-change policy in a full site: one device, one player at a time', () => {
  it('a visitor’s choice carries into the login; logout clears it with the SDK’s other keys', async () => {
    const { site, env } = setupSite();
    await site.start();
    site.betSlip.setOddsChangePolicy('higher');
    site.betSlip.setKeepSlip(true);
    await login(site);
    expect(site.betSlip.$oddsChangePolicy.get()).toBe('higher');
    expect(site.betSlip.$keepSlip.get()).toBe(true);
    await site.session.logout();
    expect(env.storage.getItem(SLIP_SETTINGS_STORAGE_KEYS.oddsChangePolicy)).toBeNull();
    expect(env.storage.getItem(SLIP_SETTINGS_STORAGE_KEYS.keepSlip)).toBeNull();
    expect(site.betSlip.$oddsChangePolicy.get()).toBe('any');
    expect(site.betSlip.$keepSlip.get()).toBe(false);
  });
});
