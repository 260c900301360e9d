import { describe, expect, it } from 'vitest';
import { createHarness, openOdds } from '../sportsbook.test-support';
import type { SlipView } from './slip-view';

const ALICE = 'player:alice';

describe('bet slip', () => {
  it('keeps one slip per identity, anonymous visitors included', async () => {
    const h = createHarness();
    const [odd] = openOdds(h, 1);
    const toggled = await h.call('POST', 'sportsbook/toggleOdd', {
      as: 'anon:v1',
      body: { oddId: odd?.id, isLive: false },
    });
    expect(toggled.body).toMatchObject({
      success: true,
      message: 'Seçim kuponunuza eklendi',
      data: { selected: true, count: 1 },
    });
    const mine = await h.call<SlipView>('GET', 'sportsbook/betslip', { as: 'anon:v1' });
    const theirs = await h.call<SlipView>('GET', 'sportsbook/betslip', { as: 'anon:v2' });
    const player = await h.call<SlipView>('GET', 'sportsbook/betslip', { as: ALICE });
    expect(mine.body.data.oddList.map((item) => item.oddId)).toEqual([odd?.id]);
    expect(theirs.body.data.oddList).toEqual([]);
    expect(player.body.data.oddList).toEqual([]);
    expect((await h.call('GET', 'sportsbook/betslip', { as: null })).status).toBe(401);
  });

  it('describes each odd with event, market, pick, rate, stake and possible win', async () => {
    const h = createHarness();
    const [a, b] = openOdds(h, 2);
    for (const odd of [a, b])
      await h.call('POST', 'sportsbook/toggleOdd', {
        as: ALICE,
        body: { oddId: odd?.id, isLive: false },
      });
    const slip = (await h.call<SlipView>('GET', 'sportsbook/betslip', { as: ALICE, locale: 'en' }))
      .body.data;
    expect(slip.message).toBeNull();
    expect(slip.oddList[0]).toMatchObject({
      oddId: a?.id,
      eventName: expect.stringContaining(' - '),
      marketName: 'Match Result',
      oddName: '1',
      rate: a?.rate,
      amount: 0,
      possibleWin: 0,
      message: null,
    });
    expect(slip.multipleBet).toMatchObject({ amount: 0, possibleWin: 0, eventCount: 2 });
    expect(slip.multipleBet?.totalRate).toBeCloseTo((a?.rate ?? 0) * (b?.rate ?? 0), 1);
  });

  it('toggles an odd off again and clears the slip with removeAll', async () => {
    const h = createHarness();
    const [a, b] = openOdds(h, 2);
    await h.call('POST', 'sportsbook/toggleOdd', { body: { oddId: a?.id, isLive: false } });
    const off = await h.call('POST', 'sportsbook/toggleOdd', {
      body: { oddId: a?.id, isLive: false },
      locale: 'en',
    });
    expect(off.body).toMatchObject({
      success: true,
      message: 'Selection removed from your slip',
      data: { selected: false },
    });
    await h.call('POST', 'sportsbook/toggleOdd', { body: { oddId: a?.id, isLive: false } });
    await h.call('POST', 'sportsbook/toggleOdd', { body: { oddId: b?.id, isLive: false } });
    const cleared = await h.call('POST', 'sportsbook/removeAll');
    expect(cleared.body.success).toBe(true);
    expect((await h.call<SlipView>('GET', 'sportsbook/betslip')).body.data.oddList).toEqual([]);
  });

  it('refuses unknown odds, suspended odds, bad payloads and a full slip', async () => {
    const h = createHarness();
    const unknown = await h.call('POST', 'sportsbook/toggleOdd', {
      body: { oddId: 5, isLive: false },
      locale: 'en',
    });
    expect(unknown.body).toMatchObject({ success: false, message: 'Selection not found' });
    const [odd] = openOdds(h, 1);
    const event = h.sb.control.world.odd(odd?.id ?? 0)?.event;
    h.sb.control.suspendEvent(event?.id ?? 0, h.clock.now + 60_000);
    const suspended = await h.call('POST', 'sportsbook/toggleOdd', {
      body: { oddId: odd?.id, isLive: false },
      locale: 'en',
    });
    expect(suspended.body).toMatchObject({
      success: false,
      message: 'This selection is suspended',
    });
    const badLive = await h.call('POST', 'sportsbook/toggleOdd', {
      body: { oddId: odd?.id, isLive: 'no' },
      locale: 'en',
    });
    expect(badLive.body.message).toBe('Invalid request: isLive must be true or false');

    const many = openOdds(h, 22).filter((item) => item.id !== odd?.id);
    const answers = [];
    for (const item of many.slice(0, 21)) {
      answers.push(
        (
          await h.call('POST', 'sportsbook/toggleOdd', {
            as: 'anon:full',
            body: { oddId: item.id, isLive: false },
            locale: 'en',
          })
        ).body,
      );
    }
    expect(answers.slice(0, 20).every((answer) => answer.success)).toBe(true);
    expect(answers[20]).toMatchObject({
      success: false,
      message: 'You can add at most 20 selections to your slip',
    });
  });

  it('flags odds whose rate changed or whose event was suspended since the slip was last seen', async () => {
    const h = createHarness();
    const [a, b] = openOdds(h, 2);
    for (const odd of [a, b])
      await h.call('POST', 'sportsbook/toggleOdd', {
        as: ALICE,
        body: { oddId: odd?.id, isLive: false },
      });
    h.sb.control.setOddRate(a?.id ?? 0, 9.99);
    h.sb.control.suspendEvent(b?.eventId ?? 0, h.clock.now + 60_000);
    const slip = (await h.call<SlipView>('GET', 'sportsbook/betslip', { as: ALICE, locale: 'en' }))
      .body.data;
    expect(slip.message).toBe('Some selections on your slip have changed, please review them');
    expect(slip.oddList[0]?.message).toBe(`Odds changed: ${a?.rate.toFixed(2)} → 9.99`);
    expect(slip.oddList[0]?.rate).toBe(9.99);
    expect(slip.oddList[1]?.message).toBe('This selection is suspended');
    // Seen now: the change message is shown once.
    const again = (await h.call<SlipView>('GET', 'sportsbook/betslip', { as: ALICE, locale: 'en' }))
      .body.data;
    expect(again.oddList[0]?.message).toBeNull();
  });

  it('calculates a single as stake × odd and a multiple as stake × product of odds', async () => {
    const h = createHarness();
    const [a, b, c] = openOdds(h, 3);
    for (const odd of [a, b, c])
      await h.call('POST', 'sportsbook/toggleOdd', {
        as: ALICE,
        body: { oddId: odd?.id, isLive: false },
      });
    const single = await h.call('POST', 'sportsbook/calculate', {
      as: ALICE,
      body: { oddId: a?.id, amount: 100, type: 1 },
    });
    expect(single.body).toMatchObject({
      success: true,
      data: {
        possibleWin: Math.round(100 * (a?.rate ?? 0) * 100) / 100,
        betAmount: 100,
        totalRate: a?.rate,
      },
    });
    const product = Math.round((a?.rate ?? 0) * (b?.rate ?? 0) * (c?.rate ?? 0) * 100) / 100;
    const multiple = await h.call('POST', 'sportsbook/calculate', {
      as: ALICE,
      body: { amount: 50, type: 2 },
    });
    expect(multiple.body).toMatchObject({
      success: true,
      data: {
        betAmount: 50,
        totalRate: product,
        possibleWin: Math.round(50 * product * 100) / 100,
      },
    });
    const slip = (await h.call<SlipView>('GET', 'sportsbook/betslip', { as: ALICE })).body.data;
    expect(slip.oddList[0]).toMatchObject({
      amount: 100,
      possibleWin: Math.round(100 * (a?.rate ?? 0) * 100) / 100,
    });
    expect(slip.multipleBet).toMatchObject({ amount: 50, totalRate: product });
  });

  it('refuses calculations for visitors, odds not on the slip, negative stakes and one-odd multiples', async () => {
    const h = createHarness();
    const [a, b] = openOdds(h, 2);
    await h.call('POST', 'sportsbook/toggleOdd', {
      as: ALICE,
      body: { oddId: a?.id, isLive: false },
    });
    const visitor = await h.call('POST', 'sportsbook/calculate', {
      body: { oddId: a?.id, amount: 10, type: 1 },
      locale: 'en',
    });
    expect(visitor.body).toMatchObject({ success: false, message: 'Please login first' });
    const notOnSlip = await h.call('POST', 'sportsbook/calculate', {
      as: ALICE,
      body: { oddId: b?.id, amount: 10, type: 1 },
      locale: 'en',
    });
    expect(notOnSlip.body.message).toBe('This selection is not on your slip');
    const negative = await h.call('POST', 'sportsbook/calculate', {
      as: ALICE,
      body: { oddId: a?.id, amount: -1, type: 1 },
      locale: 'en',
    });
    expect(negative.body.message).toBe('The amount cannot be negative');
    const lonely = await h.call('POST', 'sportsbook/calculate', {
      as: ALICE,
      body: { amount: 10, type: 2 },
      locale: 'en',
    });
    expect(lonely.body.message).toBe('A multiple bet needs at least two selections');
    const badType = await h.call('POST', 'sportsbook/calculate', {
      as: ALICE,
      body: { amount: 10, type: 3 },
      locale: 'en',
    });
    expect(badType.body.message).toBe('Invalid request: type must be one of 1, 2');
    const zero = await h.call('POST', 'sportsbook/calculate', {
      as: ALICE,
      body: { oddId: a?.id, amount: 0, type: 1 },
    });
    expect(zero.body).toMatchObject({ success: true, data: { possibleWin: 0 } });
  });
});
