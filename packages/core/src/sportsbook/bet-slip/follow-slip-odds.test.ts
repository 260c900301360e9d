import { describe, expect, it } from 'vitest';
import { createOddsStream } from '../odds-stream';
import { setupSlip } from './bet-slip.test-support';

function slipWithStream(onSlip: number[]) {
  const setup = setupSlip({ onSlip });
  const odds = createOddsStream({ clock: setup.env.clock });
  const withOdds = setupSlip({ onSlip, odds });
  return { ...withOdds, odds };
}

describe('bet slip: odds follow oddChanged pushes (issue 19)', () => {
  it('shows the pushed price, up or down against the loaded one, and what Accept Changes is about', async () => {
    const { site, betSlip, odds } = slipWithStream([11, 12]);
    const stop = betSlip.$oddList.listen(() => {});
    await site.settled();
    expect(betSlip.$oddList.get().map((odd) => odd.rate)).toEqual([1.85, 3.1]);
    expect(betSlip.$oddsChanged.get()).toBe(false);

    odds.applyOddChanges([{ id: 11, odd: 1.95, changeType: 1 }]);
    expect(betSlip.$oddList.get()[0]).toMatchObject({ oddId: 11, rate: 1.95, change: 'up' });
    expect(betSlip.$oddsChanged.get()).toBe(true);
    odds.applyOddChanges([{ id: 12, odd: 2.9, changeType: -1 }]);
    expect(betSlip.$oddList.get()[1]).toMatchObject({ oddId: 12, rate: 2.9, change: 'down' });
    odds.applyOddChanges([{ id: 11, odd: 1.85, changeType: -1 }]);
    expect(betSlip.$oddList.get()[0]).toMatchObject({ rate: 1.85, change: null });

    // A reload takes the server's rates as the new reference.
    await betSlip.loadSlip();
    expect(betSlip.$oddList.get().map((odd) => odd.change)).toEqual([null, null]);
    stop();
  });

  it('suspends an odd pushed at an absurd price: betting is refused until it is back', async () => {
    const { site, betSlip, odds, calls } = slipWithStream([11]);
    const stop = betSlip.$oddList.listen(() => {});
    await site.settled();
    odds.applyOddChanges([{ id: 11, odd: 1e308, changeType: 1 }]);
    expect(betSlip.$oddList.get()[0]?.rate).toBe(1e308);
    expect(betSlip.$bettingAllowed.get()).toBe(false);
    expect(await betSlip.placeBet()).toEqual({ ok: false, reason: 'not-allowed' });
    expect(calls('sportsbook/placeBet')).toHaveLength(0);
    odds.applyOddChanges([{ id: 11, odd: 1.9, changeType: -1 }]);
    expect(betSlip.$bettingAllowed.get()).toBe(true);
    stop();
  });

  it('follows only the odds on the slip', async () => {
    const { site, betSlip, odds } = slipWithStream([11]);
    const stop = betSlip.$oddList.listen(() => {});
    await site.settled();
    expect(odds.watchedIds()).toEqual([11]);
    await betSlip.toggleOdd({ oddId: 12, isLive: false });
    expect(odds.watchedIds().sort()).toEqual([11, 12]);
    await betSlip.toggleOdd({ oddId: 11, isLive: false });
    expect(odds.watchedIds()).toEqual([12]);
    stop();
  });
});
