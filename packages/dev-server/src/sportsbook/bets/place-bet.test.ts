import { describe, expect, it } from 'vitest';
import type { SlipView } from '../betslip/slip-view';
import { createHarness, type Harness, openOdds } from '../sportsbook.test-support';
import { finalState } from '../world/match-state';

const ALICE = 'player:alice';
type PlaceAnswer = {
  oddInfo: { oddId: number; message: string }[];
  bets?: { betId: number; amount: number; possibleWin: number; totalRate: number; type: number }[];
};

async function slipWith(h: Harness, count: number, as = ALICE) {
  const odds = openOdds(h, count);
  for (const odd of odds)
    await h.call('POST', 'sportsbook/toggleOdd', { as, body: { oddId: odd.id, isLive: false } });
  return odds;
}

const place = (h: Harness, body: unknown, as = ALICE) =>
  h.call<PlaceAnswer>('POST', 'sportsbook/placeBet', { as, body, locale: 'en' });

describe('placeBet', () => {
  it('places a single, debits the stake, notifies and removes the odd from the slip', async () => {
    const h = createHarness();
    const [a, b] = await slipWith(h, 2);
    const res = await place(h, {
      type: 1,
      selection: [{ oddId: a?.id, amount: 100 }],
      acceptChanges: false,
    });
    expect(res.body).toMatchObject({
      success: true,
      message: 'Your coupon has been created',
      data: { oddInfo: [] },
    });
    expect(res.body.data.bets?.[0]).toMatchObject({ type: 1, amount: 100, totalRate: a?.rate });
    expect(h.balances.get('alice')).toBe(900);
    expect(h.notifications).toHaveLength(1);
    expect(h.notifications[0]).toMatchObject({
      username: 'alice',
      kind: 'System',
      title: { en: 'Your coupon has been created' },
    });
    const slip = (await h.call<SlipView>('GET', 'sportsbook/betslip', { as: ALICE })).body.data;
    expect(slip.oddList.map((odd) => odd.oddId)).toEqual([b?.id]);
  });

  it('places a multiple at the product of the odds and empties the slip', async () => {
    const h = createHarness();
    const odds = await slipWith(h, 3);
    const res = await place(h, { type: 2, amount: 20, acceptChanges: true });
    const product = Math.round(odds.reduce((p, odd) => p * odd.rate, 1) * 100) / 100;
    expect(res.body.data.bets).toEqual([
      expect.objectContaining({ type: 2, amount: 20, totalRate: product }),
    ]);
    expect(h.balances.get('alice')).toBe(980);
    expect(
      (await h.call<SlipView>('GET', 'sportsbook/betslip', { as: ALICE })).body.data.oddList,
    ).toEqual([]);
  });

  it('asks visitors to log in first', async () => {
    const h = createHarness();
    const [a] = await slipWith(h, 1, 'anon:v');
    const res = await place(
      h,
      { type: 1, selection: [{ oddId: a?.id, amount: 10 }], acceptChanges: true },
      'anon:v',
    );
    expect(res.body).toMatchObject({
      success: false,
      message: 'Please login first',
      data: { oddInfo: [] },
    });
  });

  it('refuses stakes of zero or less, naming the odds', async () => {
    const h = createHarness();
    const [a, b] = await slipWith(h, 2);
    const singles = await place(h, {
      type: 1,
      selection: [
        { oddId: a?.id, amount: 10 },
        { oddId: b?.id, amount: 0 },
      ],
      acceptChanges: true,
    });
    expect(singles.body).toMatchObject({
      success: false,
      data: { oddInfo: [{ oddId: b?.id, message: 'The stake must be greater than zero' }] },
    });
    const multiple = await place(h, { type: 2, amount: -5, acceptChanges: true });
    expect(multiple.body).toMatchObject({
      success: false,
      message: 'The stake must be greater than zero',
    });
    expect(h.balances.get('alice')).toBe(1000);
  });

  it('refuses when the balance is too low', async () => {
    const h = createHarness();
    const [a] = await slipWith(h, 1, 'player:bob');
    const res = await place(
      h,
      { type: 1, selection: [{ oddId: a?.id, amount: 6 }], acceptChanges: true },
      'player:bob',
    );
    expect(res.body).toMatchObject({ success: false, message: 'Insufficient balance' });
    expect(h.balances.get('bob')).toBe(5);
  });

  it('refuses suspended odds with a per-odd message', async () => {
    const h = createHarness();
    const [a, b] = await slipWith(h, 2);
    h.sb.control.suspendEvent(b?.eventId ?? 0, h.clock.now + 60_000);
    const res = await place(h, { type: 2, amount: 10, acceptChanges: true });
    expect(res.body).toMatchObject({
      success: false,
      message: 'Some selections can no longer be played',
      data: { oddInfo: [{ oddId: b?.id, message: 'This selection is suspended' }] },
    });
    expect(res.body.data.oddInfo.map((info) => info.oddId)).not.toContain(a?.id);
  });

  it('refuses changed odds unless changes are accepted; the refusal shows the new rates', async () => {
    const h = createHarness();
    const [a, b] = await slipWith(h, 2);
    h.sb.control.setOddRate(a?.id ?? 0, 7.5);
    const refused = await place(h, { type: 2, amount: 10, acceptChanges: false });
    expect(refused.body).toMatchObject({
      success: false,
      message: 'The odds have changed, please accept the new odds',
      data: { oddInfo: [{ oddId: a?.id, message: `Odds changed: ${a?.rate.toFixed(2)} → 7.50` }] },
    });
    const retried = await place(h, { type: 2, amount: 10, acceptChanges: false });
    expect(retried.body.success).toBe(true);
    expect(retried.body.data.bets?.[0]?.totalRate).toBe(
      Math.round(7.5 * (b?.rate ?? 0) * 100) / 100,
    );

    const [c] = await slipWith(h, 1);
    h.sb.control.setOddRate(c?.id ?? 0, 3.3);
    const accepted = await place(h, {
      type: 1,
      selection: [{ oddId: c?.id, amount: 10 }],
      acceptChanges: true,
    });
    expect(accepted.body.data.bets?.[0]).toMatchObject({ totalRate: 3.3, possibleWin: 33 });
  });

  it('refuses two odds of one match in a multiple', async () => {
    const h = createHarness();
    const event = h.sb.control.world.prematch().find((item) => h.clock.now >= item.suspendedUntil);
    const ids = [event?.markets.winner.odd1.id, event?.markets.winner.odd2.id];
    for (const oddId of ids)
      await h.call('POST', 'sportsbook/toggleOdd', { as: ALICE, body: { oddId, isLive: false } });
    const res = await place(h, { type: 2, amount: 10, acceptChanges: true });
    expect(res.body.success).toBe(false);
    expect(res.body.data.oddInfo.map((info) => info.oddId).sort()).toEqual([...ids].sort());
  });

  it('refuses malformed payloads and selections that are not on the slip', async () => {
    const h = createHarness();
    const [a] = await slipWith(h, 1);
    const noAccept = await place(h, { type: 1, selection: [{ oddId: a?.id, amount: 10 }] });
    expect(noAccept.body.message).toBe('Invalid request: acceptChanges is missing');
    const badSelection = await place(h, {
      type: 1,
      selection: [{ oddId: a?.id }],
      acceptChanges: true,
    });
    expect(badSelection.body.message).toMatch(/^Invalid request: selection must be a list/);
    const foreign = await place(h, {
      type: 1,
      selection: [{ oddId: 123, amount: 10 }],
      acceptChanges: true,
    });
    expect(foreign.body).toMatchObject({
      success: false,
      data: { oddInfo: [{ oddId: 123, message: 'This selection is not on your slip' }] },
    });
    const empty = await place(h, { type: 1, selection: [], acceptChanges: true });
    expect(empty.body.success).toBe(false);
  });

  it('settles bets when their matches end: winners are credited and notified, mybets shows it', async () => {
    const h = createHarness();
    const odds = await slipWith(h, 10);
    const res = await place(h, {
      type: 1,
      selection: odds.map((odd) => ({ oddId: odd.id, amount: 10 })),
      acceptChanges: true,
    });
    expect(res.body.data.bets).toHaveLength(10);
    expect(h.balances.get('alice')).toBe(900);

    // Before kick-off nothing settles, however long the wait.
    const events = odds.map((odd) => h.sb.control.world.event(odd.eventId));
    const firstKickoff = Math.min(...events.map((event) => event?.kickoff ?? 0));
    h.clock.advance(firstKickoff - h.clock.now - 1);
    h.sb.control.sync();
    expect(h.balances.get('alice')).toBe(900);

    // Three hours after the last kick-off every match has ended.
    const lastKickoff = Math.max(...events.map((event) => event?.kickoff ?? 0));
    h.clock.advance(lastKickoff - h.clock.now + 3 * 3_600_000);
    type MyBet = {
      betId: number;
      status: number;
      possibleWin: number;
      settledAt: string | null;
      selections: { result: number }[];
    };
    const mine = await h.call<MyBet[]>('GET', 'sportsbook/mybets', { as: ALICE });
    const won = mine.body.data.filter((bet) => bet.status === 4);
    const lost = mine.body.data.filter((bet) => bet.status === 3);
    expect(won.length + lost.length).toBe(10);
    // Each single follows its match: a home win wins the "1".
    for (const [index, event] of events.entries()) {
      const final = event?.timeline ? finalState(event) : null;
      const placed = res.body.data.bets?.[index]?.betId;
      const bet = mine.body.data.find((item) => item.betId === placed);
      expect(bet?.status).toBe(final && final.home > final.away ? 4 : 3);
    }
    const credited = won.reduce((sum, bet) => sum + bet.possibleWin, 0);
    expect(h.balances.get('alice')).toBeCloseTo(900 + credited, 2);
    const wins = h.notifications.filter((item) => item.title.en === 'Your coupon won');
    expect(wins).toHaveLength(won.length);
    expect(won.every((bet) => bet.selections.every((selection) => selection.result === 1))).toBe(
      true,
    );
    expect(lost.every((bet) => bet.selections.some((selection) => selection.result === 2))).toBe(
      true,
    );
    expect(mine.body.data.every((bet) => bet.settledAt !== null)).toBe(true);
  });
});
