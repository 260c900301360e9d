import { BetStatus } from '../bets/bet-book';
import { pushBetSettled } from '../bets/bet-settled';
import { fail, ok } from '../kit/answer';
import { fillBoth, localize, money } from '../kit/localized';
import {
  describeProblem,
  finiteNumber,
  integer,
  oneOf,
  parseFields,
  readJsonObject,
} from '../kit/payload';
import type { Runtime, SportsbookApp } from '../sportsbook.env';
import { sbMessages } from '../sportsbook.messages';
import { cashoutMessages } from './cashout.messages';
import type { CashoutAccept, CashoutDesk } from './cashout-desk';
import { cashoutValue } from './cashout-value';

const ACCEPT: readonly CashoutAccept[] = ['none', 'higher', 'any'];

/**
 * Extension, not in the spec: `POST sportsbook/cashout/quote {betId}` answers the value on
 * offer; `POST sportsbook/cashout {betId, value, amount?, accept?}` pays it (or a part) when
 * the value the player saw is still the current one. A refusal settles nothing and answers
 * `data: {betId, value}` with the current value (null while suspended or no longer running).
 */
export function registerCashoutRoutes(
  app: SportsbookApp,
  rt: Runtime,
  desk: CashoutDesk,
  pushChanges: () => void,
): void {
  app.post('/sportsbook/cashout/quote', async (c) => {
    const locale = c.get('locale');
    const identity = c.get('identity');
    if (identity.kind !== 'player') return fail(c, localize(sbMessages.loginFirst, locale));
    const parsed = parseFields((await readJsonObject(c)) ?? {}, { betId: integer({ min: 1 }) });
    if (!parsed.ok) return fail(c, describeProblem(parsed.problem, locale));
    const now = rt.sync();
    const bet = rt.bets.find(parsed.value.betId);
    if (!bet || bet.username !== identity.username)
      return fail(c, localize(cashoutMessages.betNotFound, locale));
    return ok(c, { betId: bet.id, value: cashoutValue(bet, now), openStake: bet.openStake });
  });

  app.post('/sportsbook/cashout', async (c) => {
    const locale = c.get('locale');
    const identity = c.get('identity');
    if (identity.kind !== 'player') return fail(c, localize(sbMessages.loginFirst, locale));
    const body = await readJsonObject(c);
    if (!body) return fail(c, describeProblem({ kind: 'body' }, locale));
    const parsed = parseFields(body, { betId: integer({ min: 1 }), value: finiteNumber() });
    if (!parsed.ok) return fail(c, describeProblem(parsed.problem, locale));
    const optional = parseFields(
      { amount: body.amount ?? parsed.value.value, accept: body.accept ?? 'none' },
      { amount: finiteNumber(), accept: oneOf(ACCEPT) },
    );
    if (!optional.ok) return fail(c, describeProblem(optional.problem, locale));
    const { betId, value: seen } = parsed.value;
    const { amount, accept } = optional.value;

    const now = rt.sync();
    const bet = rt.bets.find(betId);
    if (!bet || bet.username !== identity.username)
      return fail(c, localize(cashoutMessages.betNotFound, locale));
    desk.countCall(bet.id);
    const current = () => ({ betId: bet.id, value: cashoutValue(bet, now) });
    if (seen <= 0 || amount <= 0)
      return fail(c, localize(cashoutMessages.amountTooSmall, locale), current());

    const decision = desk.decide(bet, { seen, amount, accept }, now);
    switch (decision.kind) {
      case 'not-running':
        return fail(c, localize(cashoutMessages.notRunning, locale), current());
      case 'suspended':
        return fail(c, localize(cashoutMessages.suspended, locale), current());
      case 'changed':
        return fail(
          c,
          localize(cashoutMessages.valueChanged, locale, { value: money(decision.value) }),
          current(),
        );
      case 'too-much':
        return fail(c, localize(cashoutMessages.amountTooHigh, locale), current());
      case 'too-small':
        return fail(c, localize(cashoutMessages.amountTooSmall, locale), current());
      case 'pay':
        break;
    }
    // A client that gave up (timeout, closed page) never hears the answer: settle nothing.
    if (c.req.raw.signal?.aborted) return fail(c, localize(cashoutMessages.notRunning, locale));

    rt.bets.cashOut(bet, decision.stake, decision.paid, now);
    desk.countSettled(bet.id);
    rt.deps.balance.credit(bet.username, decision.paid);
    const full = bet.openStake === 0;
    // A full cash-out settles the bet: one Bet notification and the betSettled push, with what
    // every cash-out of it paid. A part stays a System notice; the bet keeps running.
    if (full) {
      const paid = bet.cashouts.reduce((sum, record) => sum + record.paid, 0);
      pushBetSettled(rt.deps, bet, BetStatus.Cashout, Math.round(paid * 100) / 100);
    } else {
      rt.deps.notify(
        bet.username,
        'System',
        cashoutMessages.cashedOut,
        fillBoth(cashoutMessages.cashedOutNote, { betId: bet.id, amount: money(decision.paid) }),
      );
    }
    pushChanges();
    return ok(
      c,
      {
        betId: bet.id,
        status: bet.status,
        paid: decision.paid,
        openStake: bet.openStake,
        value: cashoutValue(bet, now),
        balance: rt.deps.balance.get(bet.username),
      },
      localize(full ? cashoutMessages.cashedOut : cashoutMessages.partlyCashedOut, locale),
    );
  });
}
