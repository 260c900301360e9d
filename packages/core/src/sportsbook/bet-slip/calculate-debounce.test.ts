import { describe, expect, it } from 'vitest';
import { setupSlip } from './bet-slip.test-support';
import { CALCULATE_DELAY_MS } from './calculate-debounce';

describe('bet slip: a typed stake is calculated once the player pauses', () => {
  it('single: one request 500 ms after the last keystroke, with the last amount', async () => {
    const { site, betSlip, calls, env } = setupSlip({ onSlip: [11] });
    await betSlip.loadSlip();
    betSlip.setSingleStake(11, '1');
    env.clock.advance(300);
    betSlip.setSingleStake(11, '10');
    env.clock.advance(300);
    betSlip.setSingleStake(11, '100');
    env.clock.advance(CALCULATE_DELAY_MS - 1);
    expect(calls('sportsbook/calculate')).toHaveLength(0);
    env.clock.advance(1);
    await site.settled();
    expect(calls('sportsbook/calculate').map((call) => call.body)).toEqual([
      { oddId: 11, amount: 100, type: 1 },
    ]);
    expect(betSlip.$oddList.get()[0]).toMatchObject({ possibleWin: 185 });
  });

  it('waits per stake: two singles typed one after the other are both calculated', async () => {
    const { site, betSlip, calls, env } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMode('single');
    betSlip.setSingleStake(11, '10');
    env.clock.advance(200);
    betSlip.setSingleStake(12, '20');
    env.clock.advance(CALCULATE_DELAY_MS);
    await site.settled();
    const sent = calls('sportsbook/calculate').map((call) => call.body as { oddId: number });
    expect(sent.map((body) => body.oddId).sort()).toEqual([11, 12]);
  });

  it('multiple: typing and the step buttons end in one calculation of the combination', async () => {
    const { site, betSlip, calls, env } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMode('multiple');
    betSlip.setMultipleStake('50');
    env.clock.advance(100);
    betSlip.stepMultipleStake(1);
    env.clock.advance(CALCULATE_DELAY_MS);
    await site.settled();
    expect(calls('sportsbook/calculate').map((call) => call.body)).toEqual([
      expect.objectContaining({ amount: 150 }),
    ]);
  });

  it('sends nothing for a visitor, an unchanged stake, a removed odd or a calculation run now', async () => {
    const visitor = setupSlip({ loggedIn: false, onSlip: [11] });
    await visitor.betSlip.loadSlip();
    visitor.betSlip.setSingleStake(11, '100');
    visitor.env.clock.advance(CALCULATE_DELAY_MS);
    await visitor.site.settled();
    expect(visitor.calls('sportsbook/calculate')).toHaveLength(0);
    expect(visitor.toasts).toEqual([]);

    const { site, betSlip, calls, env } = setupSlip({ onSlip: [11, 12] });
    await betSlip.loadSlip();
    betSlip.setMode('single');
    betSlip.setSingleStake(11, '100');
    await betSlip.calculateSingle(11);
    betSlip.setSingleStake(11, '100');
    betSlip.setSingleStake(12, '5');
    await betSlip.removeOdd(12);
    env.clock.advance(CALCULATE_DELAY_MS);
    await site.settled();
    expect(calls('sportsbook/calculate')).toHaveLength(1);
  });
});
