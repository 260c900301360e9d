import { describe, expect, it } from 'vitest';
import { setupSlip } from './bet-slip.test-support';

describe('bet slip: stakes', () => {
  it('cleans what is typed', async () => {
    const { betSlip } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    expect(betSlip.setSingleStake(11, '1a0,509')).toBe('10.50');
    expect(betSlip.$stakes.get()).toEqual({ 11: '10.50' });
    expect(betSlip.setMultipleStake('x250')).toBe('250');
  });

  it('steps the multiple stake by 100 only when logged in, never below 0', () => {
    const player = setupSlip().betSlip;
    expect(player.$canStepStake.get()).toBe(true);
    expect(player.stepMultipleStake(1)).toBe(true);
    expect(player.$multipleStake.get()).toBe('100');
    player.stepMultipleStake(1);
    player.stepMultipleStake(-1);
    expect(player.$multipleStake.get()).toBe('100');
    player.setMultipleStake('50');
    player.stepMultipleStake(-1);
    expect(player.$multipleStake.get()).toBe('0');

    const visitor = setupSlip({ loggedIn: false }).betSlip;
    expect(visitor.$canStepStake.get()).toBe(false);
    expect(visitor.stepMultipleStake(1)).toBe(false);
    expect(visitor.$multipleStake.get()).toBe('');
  });

  it('starts stakes the user has not typed from the amounts the server holds', async () => {
    const { betSlip, slip } = setupSlip({ onSlip: [11, 12, 13] });
    const first = slip.get(11);
    if (first) first.amount = 40;
    betSlip.setSingleStake(12, '7');
    await betSlip.loadSlip();
    expect(betSlip.$stakes.get()).toEqual({ 11: '40', 12: '7', 13: '' });
  });
});

describe('bet slip: calculation', () => {
  it('single: sends oddId, amount and type 1, and shows the possible win', async () => {
    const { betSlip, calls } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    betSlip.setSingleStake(11, '100');
    expect(await betSlip.calculateSingle(11)).toMatchObject({ ok: true });
    expect(calls('sportsbook/calculate')[0]?.body).toEqual({ oddId: 11, amount: 100, type: 1 });
    expect(betSlip.$oddList.get()[0]).toMatchObject({ possibleWin: 185, amount: 100 });
    expect(betSlip.$betAnimation.get()).toBe(false);
    expect(betSlip.$bettingAllowed.get()).toBe(true);
  });

  it('single: sends nothing without login, an odd, or an amount', async () => {
    const visitor = setupSlip({ loggedIn: false, onSlip: [11] });
    await visitor.betSlip.loadSlip();
    visitor.betSlip.setSingleStake(11, '100');
    expect(await visitor.betSlip.calculateSingle(11)).toMatchObject({
      ok: false,
      reason: 'not-logged-in',
    });
    expect(visitor.toasts).toEqual([{ kind: 'error', content: { key: 'errors.notLoggedIn' } }]);

    const { betSlip, calls } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    expect(await betSlip.calculateSingle(11)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(betSlip.$betAnimation.get()).toBe(true); // a missing amount sets the bet animation
    betSlip.setSingleStake(99, '10');
    expect(await betSlip.calculateSingle(99)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await betSlip.calculate()).toMatchObject({ ok: false, reason: 'invalid' });
    expect(calls('sportsbook/calculate')).toHaveLength(0);
    expect(visitor.calls('sportsbook/calculate')).toHaveLength(0);
  });

  it('a result without a bet amount sets the bet animation, and a zero win forbids betting', async () => {
    const { betSlip } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    betSlip.setSingleStake(11, '0');
    await betSlip.calculateSingle(11);
    expect(betSlip.$betAnimation.get()).toBe(true);
    expect(betSlip.$bettingAllowed.get()).toBe(false);
  });

  it('multiple: needs an amount that is not null; "0" is sent', async () => {
    const { betSlip, calls } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    expect(await betSlip.calculateMultiple()).toMatchObject({ ok: false, reason: 'invalid' });
    expect(calls('sportsbook/calculate')).toHaveLength(0);
    betSlip.setMultipleStake('0');
    await betSlip.calculate();
    expect(calls('sportsbook/calculate')[0]?.body).toEqual({ amount: 0, type: 2 });
    expect(betSlip.$bettingAllowed.get()).toBe(false);
    betSlip.setMultipleStake('50');
    await betSlip.calculate();
    expect(betSlip.$multipleBet.get()).toMatchObject({
      amount: '50',
      betAmount: 50,
      possibleWin: 50 * 1.85 * 3.1,
    });
    expect(betSlip.$bettingAllowed.get()).toBe(true);
  });

  it('multiple: needs login', async () => {
    const { betSlip, calls, toasts } = setupSlip({ loggedIn: false, onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMultipleStake('50');
    expect(await betSlip.calculateMultiple()).toMatchObject({ reason: 'not-logged-in' });
    expect(calls('sportsbook/calculate')).toHaveLength(0);
    expect(toasts).toHaveLength(1);
  });

  it('shows the server message as an error toast when the calculation says success false', async () => {
    const { betSlip, failNext, toasts } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    betSlip.setSingleStake(11, '10');
    failNext.set('calculate', 'The amount cannot be negative');
    expect(await betSlip.calculateSingle(11)).toMatchObject({ ok: false, reason: 'failed' });
    expect(toasts).toEqual([{ kind: 'error', content: { text: 'The amount cannot be negative' } }]);
  });
});
