import { describe, expect, it } from 'vitest';
import { BetStatus, createBetBook, SelectionResult } from '../bets/bet-book';
import { createHarness, type Harness, openOdds } from '../sportsbook.test-support';
import { CASHOUT_MARGIN, cashoutValue } from './cashout-value';

const ALICE = 'player:alice';
const round2 = (value: number) => Math.round(value * 100) / 100;

interface MyBetRow {
  betId: number;
  status: number;
  amount: number;
  openStake: number;
  possibleWin: number;
  cashoutValue: number | null;
  cashouts: { stake: number; paid: number; at: string }[];
}
interface CashoutAnswer {
  betId: number;
  value: number | null;
  paid?: number;
  status?: number;
  openStake?: number;
  balance?: number;
}

/** Alice places a multiple of two prematch winners at `stake`. */
async function placeMultiple(h: Harness, stake = 100) {
  const odds = openOdds(h, 2);
  for (const odd of odds)
    await h.call('POST', 'sportsbook/toggleOdd', {
      as: ALICE,
      body: { oddId: odd.id, isLive: false },
    });
  const placed = await h.call<{ bets: { betId: number; totalRate: number }[] }>(
    'POST',
    'sportsbook/placeBet',
    { as: ALICE, body: { type: 2, amount: stake, acceptChanges: true } },
  );
  const bet = placed.body.data.bets[0];
  if (!bet) throw new Error('no bet placed');
  return { odds, betId: bet.betId, totalRate: bet.totalRate };
}

const cashout = (h: Harness, body: unknown, as = ALICE) =>
  h.call<CashoutAnswer>('POST', 'sportsbook/cashout', { as, body, locale: 'en' });
const myBet = async (h: Harness, betId: number) =>
  (await h.call<MyBetRow[]>('GET', 'sportsbook/mybets', { as: ALICE })).body.data.find(
    (bet) => bet.betId === betId,
  ) as MyBetRow;
const valueNow = (h: Harness, betId: number) => h.sb.control.cashout(betId)?.value ?? null;

describe('cash-out value (extension)', () => {
  it('is the stake × placed total ÷ current total, less the margin, to the kuruş', async () => {
    const h = createHarness();
    const { odds, betId, totalRate } = await placeMultiple(h, 100);
    const [a, b] = odds as [(typeof odds)[0], (typeof odds)[0]];
    expect(valueNow(h, betId)).toBe(round2(((100 * totalRate) / (a.rate * b.rate)) * 0.95));

    // A leg shortens: the bet is worth more; the owner hears it on the sportsbook hub.
    h.sb.control.moveOdd(a.id, round2(a.rate * 0.8));
    const expected = round2(((100 * totalRate) / (round2(a.rate * 0.8) * b.rate)) * 0.95);
    expect(valueNow(h, betId)).toBe(expected);
    expect(h.sent.at(-1)).toEqual({
      username: 'alice',
      command: 'cashoutChanged',
      message: { betId, value: expected },
    });
    expect((await myBet(h, betId)).cashoutValue).toBe(expected);
  });

  it('counts a won leg at 1 and offers nothing once a leg is lost', () => {
    const h = createHarness();
    const [a, b] = openOdds(h, 2) as unknown as [{ id: number }, { id: number }];
    const book = createBetBook();
    const oddA = h.sb.control.world.odd(a.id);
    const oddB = h.sb.control.world.odd(b.id);
    if (!oddA || !oddB) throw new Error('odds missing');
    const bet = book.place('alice', 2, 50, [oddA, oddB], h.clock.now);
    const first = bet.selections[0];
    if (!first) throw new Error('no selection');
    first.result = SelectionResult.Correct;
    expect(cashoutValue(bet, h.clock.now)).toBe(
      round2(((50 * bet.totalRate) / oddB.rate) * (1 - CASHOUT_MARGIN)),
    );
    first.result = SelectionResult.Wrong;
    expect(cashoutValue(bet, h.clock.now)).toBeNull();
  });

  it('is null while a leg is suspended, and pushed as null', async () => {
    const h = createHarness();
    const { odds, betId } = await placeMultiple(h);
    h.sb.control.suspendEvent(odds[0]?.eventId ?? 0, h.clock.now + 60_000);
    expect(valueNow(h, betId)).toBeNull();
    expect(h.sent.at(-1)?.message).toEqual({ betId, value: null });
    const refused = await cashout(h, { betId, value: 90 });
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Cash-out is suspended, please try again shortly',
      data: { betId, value: null },
    });
    // The suspension ends: the value comes back on the next step.
    h.clock.advance(61_000);
    h.sb.simulator.tick();
    expect(h.sent.at(-1)?.message).toEqual({ betId, value: valueNow(h, betId) });
    expect(valueNow(h, betId)).not.toBeNull();
  });
});

describe('POST sportsbook/cashout (extension)', () => {
  it('quotes the value on offer', async () => {
    const h = createHarness();
    const { betId } = await placeMultiple(h, 40);
    const quote = await h.call<CashoutAnswer>('POST', 'sportsbook/cashout/quote', {
      as: ALICE,
      body: { betId },
    });
    expect(quote.body.data).toEqual({ betId, value: valueNow(h, betId), openStake: 40 });
  });

  it('settles nothing when the value seen is not the current one, and answers the new value', async () => {
    const h = createHarness();
    const { odds, betId } = await placeMultiple(h, 100);
    const seen = valueNow(h, betId) as number;
    h.sb.control.moveOdd(odds[0]?.id ?? 0, round2((odds[0]?.rate ?? 2) + 0.3));
    const current = valueNow(h, betId) as number;
    expect(current).toBeLessThan(seen);

    const refused = await cashout(h, { betId, value: seen });
    expect(refused.body.success).toBe(false);
    expect(refused.body.message).toMatch(/^The cash-out value has changed: /);
    expect(refused.body.data).toEqual({ betId, value: current });
    // One kuruş off is a change too.
    expect((await cashout(h, { betId, value: round2(current + 0.01) })).body.success).toBe(false);
    // "Higher only" does not take a lower value.
    expect((await cashout(h, { betId, value: seen, accept: 'higher' })).body.success).toBe(false);
    expect(h.balances.get('alice')).toBe(900);
    expect((await myBet(h, betId)).status).toBe(BetStatus.Accepted);

    // "Higher only" takes a higher one, and pays it.
    const higher = await cashout(h, { betId, value: round2(current - 1), accept: 'higher' });
    expect(higher.body).toMatchObject({ success: true, data: { paid: current, status: 5 } });
    expect(h.balances.get('alice')).toBe(round2(900 + current));
  });

  it('pays half, keeps the bet running on the rest, then pays the rest as Cashout 5', async () => {
    const h = createHarness();
    const { betId, totalRate } = await placeMultiple(h, 100);
    const value = valueNow(h, betId) as number;
    const half = round2(value / 2);

    const first = await cashout(h, { betId, value, amount: half });
    expect(first.body).toMatchObject({
      success: true,
      message: 'Part of your coupon has been cashed out',
      data: { betId, paid: half, status: BetStatus.Accepted, balance: round2(900 + half) },
    });
    const running = await myBet(h, betId);
    const stakeTaken = round2(100 * (half / value));
    expect(running).toMatchObject({
      status: BetStatus.Accepted,
      amount: 100,
      openStake: round2(100 - stakeTaken),
      possibleWin: round2((100 - stakeTaken) * totalRate),
      cashouts: [{ stake: stakeTaken, paid: half }],
    });
    expect(running.cashoutValue).toBe(first.body.data.value);
    expect(h.sent.at(-1)?.message).toEqual({ betId, value: first.body.data.value });

    const rest = running.cashoutValue as number;
    const second = await cashout(h, { betId, value: rest });
    expect(second.body).toMatchObject({
      success: true,
      message: 'Your coupon has been cashed out',
      data: { paid: rest, status: BetStatus.Cashout, openStake: 0, value: null },
    });
    const done = await myBet(h, betId);
    expect(done.status).toBe(BetStatus.Cashout);
    expect(done.cashouts.map((item) => item.paid)).toEqual([half, rest]);
    // Balance and history agree to the kuruş.
    expect(h.balances.get('alice')).toBe(round2(900 + half + rest));
    // The whole stake cashed out settles the bet: the Bet notice and the betSettled push.
    expect(h.notifications.at(-1)).toMatchObject({
      kind: 'Bet',
      title: { en: 'Your coupon was cashed out' },
    });
    expect(h.sent.find((push) => push.command === 'betSettled')?.message).toEqual({
      betId,
      status: BetStatus.Cashout,
      payout: round2(half + rest),
    });
    // A settled bet cannot be cashed out again; its owner heard the last value go.
    expect((await cashout(h, { betId, value: rest })).body.message).toBe(
      'This coupon can no longer be cashed out',
    );
    expect(h.sent.at(-1)?.message).toEqual({ betId, value: null });
    expect(h.sb.control.cashout(betId)).toMatchObject({ calls: 3, settled: 2 });
  });

  it("refuses an amount above the value, or of nothing, and another player's bet", async () => {
    const h = createHarness();
    const { betId } = await placeMultiple(h, 100);
    const value = valueNow(h, betId) as number;
    expect((await cashout(h, { betId, value, amount: value + 1 })).body.message).toBe(
      'The amount cannot be more than the cash-out value',
    );
    expect((await cashout(h, { betId, value, amount: 0 })).body.message).toBe(
      'The amount is too small to cash out',
    );
    expect((await cashout(h, { betId, value }, 'player:bob')).body.message).toBe(
      'Coupon not found',
    );
    expect((await cashout(h, { betId, value }, 'anon:x')).body.message).toBe('Please login first');
    expect((await cashout(h, { betId: 'x', value })).body.success).toBe(false);
    expect((await cashout(h, { betId, value, accept: 'maybe' })).body.success).toBe(false);
    expect(h.balances.get('alice')).toBe(900);
    expect((await myBet(h, betId)).status).toBe(BetStatus.Accepted);
  });
});
