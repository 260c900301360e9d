import { describe, expect, it } from 'vitest';
import { settleAroundHeldAnswer } from '../sportsbook.test-support';
import { ACCEPTED_TOTAL_RATE, setupSlip } from './bet-slip.test-support';

describe('bet slip: placing a bet', () => {
  it('needs login: "Please login first" and nothing is sent', async () => {
    const { betSlip, calls, toasts } = setupSlip({ loggedIn: false, onSlip: [11] });
    await betSlip.loadSlip();
    expect(await betSlip.placeBet()).toMatchObject({ ok: false, reason: 'not-logged-in' });
    expect(toasts).toEqual([{ kind: 'error', content: { key: 'errors.notLoggedIn' } }]);
    expect(calls('sportsbook/placeBet')).toHaveLength(0);
  });

  it('single: every odd with its amount (empty → 0) and acceptChanges on by default', async () => {
    const { betSlip, calls } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMode('single');
    betSlip.setSingleStake(11, '25.5');
    await betSlip.placeBet();
    expect(calls('sportsbook/placeBet')[0]?.body).toEqual({
      type: 1,
      selection: [
        { oddId: 11, amount: 25.5 },
        { oddId: 12, amount: 0 },
      ],
      acceptChanges: true,
    });
  });

  it('multiple: the multiple amount (empty → 0) and the acceptChanges choice', async () => {
    const { betSlip, calls, failNext } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setAcceptChanges(false);
    failNext.set('placeBet', 'Refused'); // the coupon stays on the slip
    await betSlip.placeBet();
    betSlip.setMultipleStake('100');
    await betSlip.placeBet();
    expect(calls('sportsbook/placeBet').map((call) => call.body)).toEqual([
      { type: 2, amount: 0, acceptChanges: false },
      { type: 2, amount: 100, acceptChanges: false },
    ]);
  });

  it('refuses, sending nothing, while the last calculation gave a possible win of 0 or less', async () => {
    const { betSlip, calls } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMultipleStake('0');
    await betSlip.calculate();
    expect(betSlip.$bettingAllowed.get()).toBe(false);
    expect(await betSlip.placeBet()).toEqual({ ok: false, reason: 'not-allowed' });
    expect(calls('sportsbook/placeBet')).toHaveLength(0);
    expect(betSlip.$placing.get()).toBe(false);

    betSlip.setMultipleStake('50');
    await betSlip.calculate();
    expect(await betSlip.placeBet()).toMatchObject({ ok: true });
    expect(calls('sportsbook/placeBet').map((call) => call.body)).toEqual([
      { type: 2, amount: 50, acceptChanges: true },
    ]);
  });

  it('sends a 25-digit stake exactly, stepped by 100 (spec 001 §5, §9): no floating point', async () => {
    const { betSlip, calls } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMultipleStake('9876543210987654321098765');
    betSlip.stepMultipleStake(1);
    expect(betSlip.$multipleStake.get()).toBe('9876543210987654321098865');
    await betSlip.calculate();
    await betSlip.placeBet();
    expect(calls('sportsbook/calculate')[0]?.bodyText).toBe(
      '{"amount":9876543210987654321098865,"type":2}',
    );
    expect(calls('sportsbook/placeBet')[0]?.bodyText).toContain(
      '"amount":9876543210987654321098865,',
    );
  });

  it('single: refuses while any odd’s last calculation gave a possible win of 0', async () => {
    const { betSlip, calls } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMode('single');
    betSlip.setSingleStake(11, '10');
    betSlip.setSingleStake(12, '0');
    await betSlip.calculate(11);
    await betSlip.calculate(12);
    expect(await betSlip.placeBet()).toEqual({ ok: false, reason: 'not-allowed' });
    expect(calls('sportsbook/placeBet')).toHaveLength(0);
  });

  it('is single-flight: a second submit while one runs is refused', async () => {
    const { betSlip, gates, calls } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    gates.placeBet.close();
    const first = betSlip.placeBet();
    expect(betSlip.$placing.get()).toBe(true);
    expect(await betSlip.placeBet()).toEqual({ ok: false, reason: 'busy' });
    gates.placeBet.open();
    await first;
    expect(betSlip.$placing.get()).toBe(false);
    expect(calls('sportsbook/placeBet')).toHaveLength(1);
  });

  it('success: flag and message for 5 s, then cleared and the slip reloads', async () => {
    const { site, env, betSlip, calls } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMultipleStake('100');
    expect(await betSlip.placeBet()).toEqual({ ok: true, message: 'Your coupon has been created' });
    expect(betSlip.$placeBetStatus.get()).toBe('success');
    expect(betSlip.$placeBetMessage.get()).toEqual({ text: 'Your coupon has been created' });
    env.clock.advance(4999);
    expect(betSlip.$placeBetStatus.get()).toBe('success');
    expect(calls('sportsbook/betslip')).toHaveLength(1);
    env.clock.advance(1);
    expect(betSlip.$placeBetStatus.get()).toBeNull();
    expect(betSlip.$placeBetMessage.get()).toBeNull();
    expect(betSlip.$multipleStake.get()).toBe('');
    await site.settled();
    expect(calls('sportsbook/betslip')).toHaveLength(2);
    expect(betSlip.$isEmpty.get()).toBe(true);
    expect(env.clock.pendingTimers()).toBe(0);
  });

  it('success: one consistent slip for 5 s: the accepted coupon, no alert, no second booking (issue 23)', async () => {
    const { betSlip, calls, failNext, placed } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMultipleStake('100');
    await betSlip.calculate();
    failNext.set('placeBet', 'Selections changed');
    await betSlip.placeBet(); // refused once: an odd message and the alert
    expect(betSlip.$oddList.get().some((odd) => odd.message)).toBe(true);
    expect(await betSlip.placeBet()).toMatchObject({ ok: true });
    expect(betSlip.$placeBetStatus.get()).toBe('success');
    expect(betSlip.$oddList.get().map((odd) => odd.message)).toEqual([null, null]);
    expect(betSlip.$slipMessage.get()).toBeNull();
    // The stake placed and the accepted total rate and win, not the calculation's.
    expect(betSlip.$multipleStake.get()).toBe('100');
    expect(betSlip.$multipleBet.get()).toMatchObject({
      betAmount: 100,
      totalRate: ACCEPTED_TOTAL_RATE,
      possibleWin: 100 * ACCEPTED_TOTAL_RATE,
    });
    expect(betSlip.$bettingAllowed.get()).toBe(false);
    expect(await betSlip.placeBet()).toEqual({ ok: false, reason: 'not-allowed' });
    expect(placed.count).toBe(1);
    expect(calls('sportsbook/placeBet')).toHaveLength(2);
  });

  it('success without a server message: the message is null (the UI shows its own text)', async () => {
    const { betSlip, placed } = setupSlip({ onSlip: [11] });
    placed.message = '';
    await betSlip.loadSlip();
    await betSlip.placeBet();
    expect(betSlip.$placeBetStatus.get()).toBe('success');
    expect(betSlip.$placeBetMessage.get()).toBeNull();
  });

  it('a lost answer: unconfirmed, the slip and My Bets reload, the same coupon is not placed again (issue 25)', async () => {
    const { betSlip, calls, placed, slip } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMultipleStake('100');
    placed.loseAnswer = true;
    const myBetsBefore = calls('sportsbook/mybets').length;
    const outcome = await betSlip.placeBet();
    expect(outcome).toMatchObject({ ok: false, reason: 'failed' });
    expect(betSlip.$placeBetStatus.get()).toBe('unconfirmed');
    expect(betSlip.$placing.get()).toBe(false);
    expect(calls('sportsbook/betslip')).toHaveLength(2);
    expect(calls('sportsbook/mybets').length).toBeGreaterThan(myBetsBefore);
    // The server booked it and took the odds: the slip says so, nothing is left to place.
    expect(betSlip.$isEmpty.get()).toBe(true);
    expect(betSlip.$bettingAllowed.get()).toBe(false);
    expect(placed.count).toBe(1);

    // Not booked, odds still on the slip (a real server that keeps them): refused until changed.
    const second = setupSlip({ onSlip: [11, 12] });
    await second.betSlip.loadSlip();
    second.betSlip.setMultipleStake('100');
    second.placed.loseAnswer = true;
    second.gates.load.close();
    const running = second.betSlip.placeBet();
    await settleAroundHeldAnswer();
    for (const id of [11, 12]) second.slip.set(id, { amount: 0, isLive: false }); // kept
    expect(second.betSlip.$placing.get()).toBe(true); // busy until the slip is reloaded
    expect(await second.betSlip.placeBet()).toEqual({ ok: false, reason: 'busy' });
    second.gates.load.open();
    await running;
    expect(second.betSlip.$oddList.get()).toHaveLength(2);
    expect(second.betSlip.$bettingAllowed.get()).toBe(false);
    expect(await second.betSlip.placeBet()).toEqual({ ok: false, reason: 'not-allowed' });
    expect(second.placed.count).toBe(1);
    second.betSlip.setMultipleStake('150'); // a different coupon may be placed
    expect(second.betSlip.$bettingAllowed.get()).toBe(true);
    expect(slip.size).toBe(0);
  });

  it('failure: the message shows and data.oddInfo messages land on the matching odds', async () => {
    const { env, betSlip, failNext, toasts } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    failNext.set('placeBet', 'The odds have changed, please accept the new odds');
    const outcome = await betSlip.placeBet();
    expect(outcome).toMatchObject({ ok: false, reason: 'failed' });
    expect(betSlip.$placeBetStatus.get()).toBe('failed');
    expect(betSlip.$placeBetMessage.get()).toEqual({
      text: 'The odds have changed, please accept the new odds',
    });
    expect(betSlip.$oddList.get().map((odd) => [odd.oddId, odd.message])).toEqual([
      [11, null],
      [12, 'Odds changed: 3.1 → 3.4'],
    ]);
    expect(toasts).toEqual([]);
    env.clock.advance(10_000);
    expect(betSlip.$placeBetStatus.get()).toBe('failed'); // only a success clears by itself
  });
});
