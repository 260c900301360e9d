import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { setupSlip } from './bet-slip.test-support';

// The player's latest typed stake wins over an older server answer (docs/bet-slip.md "Stakes"):
// a load, a reload, a calculation or a placed bet that answers after a keystroke never puts an
// amount back in the box.
describe('bet slip: a stake typed while the slip (re)loads', () => {
  it('keeps a single stake typed while a reload is in flight, and calculates that one', async () => {
    const { site, env, betSlip, gates, calls } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    betSlip.setSingleStake(11, '100');
    env.clock.advance(500); // calculated: the server now holds 100 for odd 11
    await site.settled();
    gates.load.close();
    const reload = betSlip.loadSlip(); // a language switch, a reconnect, an added odd
    betSlip.setSingleStake(11, '250');
    gates.load.open();
    await reload;
    expect(betSlip.$stakes.get()[11]).toBe('250');
    env.clock.advance(500);
    await site.settled();
    expect(calls('sportsbook/calculate').at(-1)?.body).toEqual({
      oddId: 11,
      amount: 250,
      type: 1,
    });
    expect(betSlip.$oddList.get()[0]?.possibleWin).toBe(250 * 1.85);
  });

  it('keeps a single stake typed before the first load answers', async () => {
    const { site, env, betSlip, gates, calls } = setupSlip({ onSlip: [11] });
    gates.load.close();
    const first = betSlip.loadSlip();
    betSlip.setSingleStake(11, '40');
    gates.load.open();
    await first;
    expect(betSlip.$stakes.get()).toEqual({ 11: '40' });
    env.clock.advance(500);
    await site.settled();
    expect(calls('sportsbook/calculate').map((call) => call.body)).toEqual([
      { oddId: 11, amount: 40, type: 1 },
    ]);
  });

  it('keeps a multiple stake the player cleared: a reload does not put the server’s amount back', async () => {
    const { site, env, betSlip, gates, calls } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMultipleStake('50');
    env.clock.advance(500); // calculated: the server now holds 50 for the combination
    await site.settled();
    gates.load.close();
    const reload = betSlip.loadSlip();
    betSlip.setMultipleStake(''); // the player empties the box to type another amount
    gates.load.open();
    await reload;
    expect(betSlip.$multipleStake.get()).toBe('');
    // The next keystroke is the whole stake, not appended to a restored 50.
    expect(betSlip.setMultipleStake('7')).toBe('7');
    env.clock.advance(500);
    await site.settled();
    expect(calls('sportsbook/calculate').at(-1)?.body).toEqual({ amount: 7, type: 2 });
  });

  it('still starts an untyped multiple stake from the amount the server holds', async () => {
    const { site, betSlip } = setupSlip({ onSlip: [11, 12] });
    // Another page of the same player calculated 50; nothing was typed on this one.
    await site.http.post(
      'sportsbook/calculate',
      { amount: 50, type: 2 },
      { base: 'sportsbook', schema: v.unknown() },
    );
    await betSlip.loadSlip();
    expect(betSlip.$multipleStake.get()).toBe('50');
  });

  it('keeps a stake typed while a bet is placed: only the placed stakes go after the message', async () => {
    const { site, env, betSlip, gates } = setupSlip({ onSlip: [11] });
    betSlip.setKeepSlip(true); // the placed odd comes back on the slip
    await betSlip.loadSlip();
    betSlip.setSingleStake(11, '100');
    env.clock.advance(500);
    await site.settled();
    gates.placeBet.close();
    const placing = betSlip.placeBet();
    betSlip.setSingleStake(11, '30'); // the next coupon's stake, typed while the bet is sent
    gates.placeBet.open();
    expect(await placing).toMatchObject({ ok: true });
    await site.settled(); // the placed odd is put back on the server's slip
    env.clock.advance(5000); // the success message clears, the slip reloads
    await site.settled();
    expect(betSlip.$oddList.get().map((odd) => odd.oddId)).toEqual([11]);
    expect(betSlip.$stakes.get()).toEqual({ 11: '30' });
  });

  /** A multiple of 20 on two odds, placed: its success message shows for 5 s. */
  async function placeMultipleOf20() {
    const slip = setupSlip({ onSlip: [11, 12] });
    slip.betSlip.setKeepSlip(true);
    await slip.betSlip.loadSlip();
    slip.betSlip.setMultipleStake('20');
    slip.env.clock.advance(500);
    await slip.site.settled();
    expect(await slip.betSlip.placeBet()).toMatchObject({ ok: true });
    await slip.site.settled();
    return slip;
  }

  it('keeps a multiple stake typed while the success message shows', async () => {
    const { site, env, betSlip } = await placeMultipleOf20();
    betSlip.setMultipleStake('60');
    env.clock.advance(5000);
    await site.settled();
    expect(betSlip.$multipleStake.get()).toBe('60');
    expect(betSlip.$multipleBet.get()?.possibleWin).toBeCloseTo(60 * 1.85 * 3.1);
  });

  it('still empties the placed stakes after the success message', async () => {
    const { site, env, betSlip } = await placeMultipleOf20();
    env.clock.advance(5000);
    await site.settled();
    expect(betSlip.$count.get()).toBe(2);
    expect(betSlip.$multipleStake.get()).toBe('');
  });
});
