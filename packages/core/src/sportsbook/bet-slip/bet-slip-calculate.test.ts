import { describe, expect, it } from 'vitest';
import { setupSlip } from './bet-slip.test-support';
import { parseStake } from './stake';

describe('bet slip: stakes', () => {
  it('keeps a refused input out of the stake and says why, per stake box', async () => {
    const { betSlip } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    expect(betSlip.setSingleStake(11, '10,50')).toBe('10.50');
    expect(betSlip.setSingleStake(11, '1a0,509')).toBe('10.50');
    expect(betSlip.$stakes.get()).toEqual({ 11: '10.50' });
    expect(betSlip.$stakeNotice.get()).toEqual({
      target: 11,
      message: { key: 'validation.digitsOnly' },
    });
    expect(betSlip.setMultipleStake('x250')).toBe('');
    expect(betSlip.$stakeNotice.get()?.target).toBe('multiple');
    expect(betSlip.setMultipleStake('٢٥٠')).toBe('250');
    expect(betSlip.$stakeNotice.get()).toBeNull();
    expect(betSlip.setMultipleStake('9'.repeat(10_000))).toBe('250');
    expect(betSlip.$stakeNotice.get()?.message).toEqual({
      key: 'validation.tooLong',
      params: { max: 25 },
    });
  });

  it('shows a possible win only for the stake shown: hostile inputs leave no stale win (issue 25)', async () => {
    const hostile = ['٣٠٠', '３００', '३००', '³⁰⁰', '9'.repeat(10_000), 'NaN', '', '0'];
    let cases = 0;
    let stale = 0;
    let shownNotSent = 0;
    for (const input of hostile) {
      const { site, betSlip, env, calls } = setupSlip({ onSlip: [11, 12] });
      await betSlip.loadSlip();
      betSlip.setMode('single');
      betSlip.setSingleStake(11, '100');
      betSlip.setMultipleStake('100');
      await betSlip.calculateSingle(11);
      betSlip.setMode('multiple');
      await betSlip.calculateMultiple();
      betSlip.setMode('single');
      betSlip.setSingleStake(11, input);
      betSlip.setMultipleStake(input);
      env.clock.advance(1000); // the slip's own calculation after the pause
      await site.settled();
      const shown = betSlip.$stakes.get()[11] ?? '';
      const win = betSlip.$oddList.get().find((odd) => odd.oddId === 11)?.possibleWin ?? 0;
      // 1.85 is odd 11's rate in the test server: a win shown must be the shown stake's.
      const expected = Number(parseStake(shown) ?? 0) * 1.85;
      cases++;
      if (win !== 0 && Math.abs(win - expected) > 1e-9) stale++;
      const multiple = betSlip.$multipleBet.get();
      const multipleShown = parseStake(betSlip.$multipleStake.get());
      if (multiple?.possibleWin != null && String(multiple.betAmount) !== multipleShown) stale++;
      const lastSingle = calls('sportsbook/calculate')
        .map((call) => call.body as { oddId?: number; amount: number })
        .filter((body) => body.oddId === 11)
        .at(-1);
      if (lastSingle && win !== 0 && String(lastSingle.amount) !== parseStake(shown))
        shownNotSent++;
    }
    console.log(
      `stake inputs: ${cases} cases, shown ≠ sent ${shownNotSent}, stale possible win ${stale}`,
    );
    expect({ stale, shownNotSent }).toEqual({ stale: 0, shownNotSent: 0 });
  });

  it('drops a calculation answer for a stake changed meanwhile', async () => {
    const { betSlip, gates } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    betSlip.setSingleStake(11, '100');
    gates.calculate.close();
    const running = betSlip.calculateSingle(11);
    betSlip.setSingleStake(11, '5');
    gates.calculate.open();
    await running;
    expect(betSlip.$oddList.get()[0]?.possibleWin).toBe(0);
  });

  it('steps a single stake by 100 with the multiple rules: players only, past 25 digits nothing', async () => {
    const { site, betSlip, env, calls } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    expect(betSlip.stepSingleStake(11, 1)).toEqual({ ok: true, stake: '100' });
    expect(betSlip.$stakes.get()[11]).toBe('100');
    betSlip.setSingleStake(11, '150,25');
    betSlip.stepSingleStake(11, -1);
    expect(betSlip.$stakes.get()[11]).toBe('50.25');
    betSlip.stepSingleStake(11, -1);
    expect(betSlip.$stakes.get()[11]).toBe('0');
    const nines = '9'.repeat(25);
    betSlip.setSingleStake(11, nines);
    expect(betSlip.stepSingleStake(11, 1)).toEqual({ ok: false, reason: 'unchanged' });
    expect(betSlip.$stakes.get()[11]).toBe(nines);
    expect(betSlip.stepSingleStake(99, 1)).toEqual({ ok: false, reason: 'not-in-slip' });
    env.clock.advance(1000);
    await site.settled();
    expect(calls('sportsbook/calculate').at(-1)?.body).toEqual({
      oddId: 11,
      amount: Number(nines),
      type: 1,
    });

    const visitor = setupSlip({ loggedIn: false, onSlip: [11] }).betSlip;
    await visitor.loadSlip();
    expect(visitor.stepSingleStake(11, 1)).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(visitor.$stakes.get()[11]).toBe('');
  });

  it('a multiple step past 25 digits does nothing (issue 25)', () => {
    const { betSlip } = setupSlip();
    const nines = '9'.repeat(25);
    betSlip.setMultipleStake(nines);
    expect(betSlip.stepMultipleStake(1)).toEqual({ ok: false, reason: 'unchanged' });
    expect(betSlip.$multipleStake.get()).toBe(nines);
  });

  it('steps the multiple stake by 100 only when logged in, never below 0', () => {
    const player = setupSlip().betSlip;
    expect(player.$canStepStake.get()).toBe(true);
    expect(player.stepMultipleStake(1)).toEqual({ ok: true, stake: '100' });
    expect(player.$multipleStake.get()).toBe('100');
    player.stepMultipleStake(1);
    player.stepMultipleStake(-1);
    expect(player.$multipleStake.get()).toBe('100');
    player.setMultipleStake('50');
    player.stepMultipleStake(-1);
    expect(player.$multipleStake.get()).toBe('0');

    const visitor = setupSlip({ loggedIn: false }).betSlip;
    expect(visitor.$canStepStake.get()).toBe(false);
    expect(visitor.stepMultipleStake(1)).toEqual({ ok: false, reason: 'not-logged-in' });
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
