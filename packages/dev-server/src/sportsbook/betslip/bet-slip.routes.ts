import { fail, ok } from '../kit/answer';
import { localize } from '../kit/localized';
import { boolean, describeProblem, finiteNumber, integer, oneOf, parseBody } from '../kit/payload';
import { round2 } from '../kit/random';
import type { Runtime, SportsbookApp } from '../sportsbook.env';
import { sbMessages } from '../sportsbook.messages';
import { MAX_SELECTIONS } from './bet-slips';
import { availabilityProblem, describeSelectionProblem } from './selection-problems';
import { productOfRates, slipOdds, viewSlip } from './slip-view';

/** The bet slip calls of spec 001 section 7, plus the remove-all the spec leaves unshown. */
export function registerBetSlipRoutes(app: SportsbookApp, rt: Runtime): void {
  app.get('/sportsbook/betslip', (c) => {
    const now = rt.sync();
    return ok(c, viewSlip(rt.slips.of(c.get('identity')), rt.world, now, c.get('locale')));
  });

  app.post('/sportsbook/toggleOdd', async (c) => {
    const locale = c.get('locale');
    const parsed = await parseBody(c, { oddId: integer({ min: 1 }), isLive: boolean() });
    if (!parsed.ok) return fail(c, describeProblem(parsed.problem, locale));
    const { oddId, isLive } = parsed.value;
    const now = rt.sync();
    const slip = rt.slips.of(c.get('identity'));
    if (slip.entries.has(oddId)) {
      // Removing always works, even for an odd whose match has ended.
      slip.entries.delete(oddId);
      if (slip.entries.size < 2) slip.multipleAmount = 0;
      return ok(
        c,
        { selected: false, count: slip.entries.size },
        localize(sbMessages.oddRemoved, locale),
      );
    }
    const odd = rt.world.odd(oddId);
    if (!odd) return fail(c, localize(sbMessages.oddNotFound, locale));
    const problem = availabilityProblem(odd, now);
    if (problem) return fail(c, describeSelectionProblem(problem, locale));
    if (slip.entries.size >= MAX_SELECTIONS)
      return fail(c, localize(sbMessages.slipFull, locale, { max: MAX_SELECTIONS }));
    slip.entries.set(oddId, { oddId, amount: 0, seenRate: odd.rate, isLive });
    return ok(
      c,
      { selected: true, count: slip.entries.size },
      localize(sbMessages.oddAdded, locale),
    );
  });

  app.post('/sportsbook/removeAll', (c) => {
    const slip = rt.slips.of(c.get('identity'));
    slip.entries.clear();
    slip.multipleAmount = 0;
    return ok(c, { selected: false, count: 0 }, localize(sbMessages.slipCleared, c.get('locale')));
  });

  app.post('/sportsbook/calculate', async (c) => {
    const locale = c.get('locale');
    const identity = c.get('identity');
    if (identity.kind !== 'player') return fail(c, localize(sbMessages.loginFirst, locale));
    const head = await parseBody(c, { type: oneOf([1, 2] as const), amount: finiteNumber() });
    if (!head.ok) return fail(c, describeProblem(head.problem, locale));
    const { type } = head.value;
    const amount = round2(head.value.amount);
    if (amount < 0) return fail(c, localize(sbMessages.negativeAmount, locale));
    rt.sync();
    const slip = rt.slips.of(identity);

    if (type === 1) {
      // c.req.json() is cached by Hono, so reading the body twice is fine.
      const single = await parseBody(c, { oddId: integer({ min: 1 }) });
      if (!single.ok) return fail(c, describeProblem(single.problem, locale));
      const entry = slip.entries.get(single.value.oddId);
      const odd = rt.world.odd(single.value.oddId);
      if (!entry || !odd) return fail(c, localize(sbMessages.notOnSlip, locale));
      entry.amount = amount;
      entry.seenRate = odd.rate;
      return ok(c, {
        possibleWin: round2(amount * odd.rate),
        betAmount: amount,
        totalRate: odd.rate,
      });
    }

    const odds = slipOdds(slip, rt.world);
    if (odds.length < 2) return fail(c, localize(sbMessages.needTwoForMultiple, locale));
    slip.multipleAmount = amount;
    for (const odd of odds) {
      const entry = slip.entries.get(odd.id);
      if (entry) entry.seenRate = odd.rate;
    }
    const totalRate = productOfRates(odds);
    return ok(c, {
      possibleWin: round2(amount * totalRate),
      betAmount: amount,
      totalRate,
      eventCount: odds.length,
    });
  });
}
