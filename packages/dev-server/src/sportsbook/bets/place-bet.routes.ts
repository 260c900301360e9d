import type { Context } from 'hono';
import type { Slip } from '../betslip/bet-slips';
import {
  availabilityProblem,
  describeSelectionProblem,
  rateProblem,
  type SelectionProblem,
  sameEventOdds,
} from '../betslip/selection-problems';
import { marketName, oddName, slipOdds } from '../betslip/slip-view';
import { cashoutValue } from '../cashout/cashout-value';
import { fail, ok } from '../kit/answer';
import { fillBoth, type Locale, localize, money } from '../kit/localized';
import {
  arrayOf,
  boolean,
  describeProblem,
  finiteNumber,
  integer,
  oneOf,
  parseBody,
  shape,
} from '../kit/payload';
import { round2 } from '../kit/random';
import { utcStamp } from '../kit/text';
import type { Runtime, SportsbookApp, SportsbookEnv } from '../sportsbook.env';
import { sbMessages } from '../sportsbook.messages';
import { eventName, type Odd } from '../world/world.types';

interface OddInfo {
  oddId: number;
  message: string;
}

/** A stake placed on one or more odds, before the checks. */
interface Wager {
  type: 1 | 2;
  amount: number;
  odds: Odd[];
}

/**
 * POST sportsbook/placeBet. Refusals, in order: not a player; malformed payload; empty slip or
 * selections not on it; stake <= 0; same-match odds in a multiple; odds suspended or ended;
 * changed odds without acceptChanges; balance too low. Per-odd reasons go in data.oddInfo.
 */
export function registerPlaceBetRoutes(app: SportsbookApp, rt: Runtime): void {
  app.post('/sportsbook/placeBet', async (c) => {
    const locale = c.get('locale');
    const identity = c.get('identity');
    if (identity.kind !== 'player')
      return fail(c, localize(sbMessages.loginFirst, locale), { oddInfo: [] });
    const refuse = (message: string, oddInfo: OddInfo[] = []) => fail(c, message, { oddInfo });

    const head = await parseBody(c, { type: oneOf([1, 2] as const), acceptChanges: boolean() });
    if (!head.ok) return refuse(describeProblem(head.problem, locale));
    const now = rt.sync();
    const slip = rt.slips.of(identity);
    if (slip.entries.size === 0) return refuse(localize(sbMessages.emptySlip, locale));

    const wagers =
      head.value.type === 1
        ? await singleWagers(c, slip, rt, locale)
        : await multipleWager(c, slip, rt, locale);
    if ('refusal' in wagers) return refuse(wagers.refusal, wagers.oddInfo);

    const involved = [...new Set(wagers.list.flatMap((wager) => wager.odds))];
    const blocked = collect(involved, (odd) => availabilityProblem(odd, now), locale);
    if (blocked.length > 0)
      return refuse(localize(sbMessages.selectionsUnavailable, locale), blocked);
    if (!head.value.acceptChanges) {
      const changed = collect(
        involved,
        (odd) => rateProblem(odd, slip.entries.get(odd.id)?.seenRate ?? odd.rate),
        locale,
      );
      if (changed.length > 0) {
        // The refusal shows the new rates: a second attempt with the same odds goes through.
        for (const odd of involved) {
          const entry = slip.entries.get(odd.id);
          if (entry) entry.seenRate = odd.rate;
        }
        return refuse(localize(sbMessages.oddsChangedReject, locale), changed);
      }
    }

    const total = round2(wagers.list.reduce((sum, wager) => sum + wager.amount, 0));
    const username = identity.username;
    const refused = rt.deps.playRefusal?.(username, locale);
    if (refused) return fail(c, refused.message, { oddInfo: [], ...refused.data });
    if (rt.deps.balance.get(username) < total || !rt.deps.balance.debit(username, total)) {
      return refuse(localize(sbMessages.insufficientBalance, locale));
    }
    const bets = wagers.list.map((wager) =>
      rt.bets.place(username, wager.type, wager.amount, wager.odds, now),
    );
    for (const bet of bets) {
      rt.deps.notify(
        username,
        'System',
        sbMessages.couponCreated,
        fillBoth(sbMessages.couponPlacedNote, { amount: money(bet.amount), betId: bet.id }),
      );
    }
    for (const odd of involved) slip.entries.delete(odd.id);
    if (head.value.type === 2 || slip.entries.size < 2) slip.multipleAmount = 0;
    return ok(
      c,
      {
        oddInfo: [],
        bets: bets.map((bet) => ({
          betId: bet.id,
          type: bet.type,
          amount: bet.amount,
          totalRate: bet.totalRate,
          possibleWin: bet.possibleWin,
        })),
      },
      localize(sbMessages.couponCreated, locale),
    );
  });

  // Extension: the player's bets, newest first, for the slip's "My Bets" toggle.
  app.get('/sportsbook/mybets', (c) => {
    const locale = c.get('locale');
    const identity = c.get('identity');
    if (identity.kind !== 'player') return fail(c, localize(sbMessages.loginFirst, locale), []);
    const now = rt.sync();
    return ok(
      c,
      rt.bets.ofPlayer(identity.username).map((bet) => ({
        betId: bet.id,
        type: bet.type,
        status: bet.status,
        amount: bet.amount,
        totalRate: bet.totalRate,
        possibleWin: bet.possibleWin,
        placedAt: utcStamp(bet.placedAt),
        settledAt: bet.settledAt === null ? null : utcStamp(bet.settledAt),
        selections: bet.selections.map((selection) => ({
          oddId: selection.odd.id,
          eventName: eventName(selection.odd.event),
          marketName: marketName(selection.odd, locale),
          oddName: oddName(selection.odd, locale),
          rate: selection.rate,
          result: selection.result,
        })),
        // Extension (cash-out): the stake still running, the value on offer, what was paid.
        openStake: bet.openStake,
        cashoutValue: cashoutValue(bet, now),
        cashouts: bet.cashouts.map((cashout) => ({
          stake: cashout.stake,
          paid: cashout.paid,
          at: utcStamp(cashout.at),
        })),
      })),
    );
  });
}

type WagerResult = { list: Wager[] } | { refusal: string; oddInfo: OddInfo[] };

async function singleWagers(
  c: Context<SportsbookEnv>,
  slip: Slip,
  rt: Runtime,
  locale: Locale,
): Promise<WagerResult> {
  const parsed = await parseBody(c, {
    selection: arrayOf(shape({ oddId: integer({ min: 1 }), amount: finiteNumber() }), {
      maxLength: 50,
    }),
  });
  if (!parsed.ok) return { refusal: describeProblem(parsed.problem, locale), oddInfo: [] };
  const selection = parsed.value.selection;
  if (selection.length === 0)
    return { refusal: localize(sbMessages.emptySlip, locale), oddInfo: [] };
  if (new Set(selection.map((item) => item.oddId)).size !== selection.length) {
    return { refusal: localize(sbMessages.duplicateSelection, locale), oddInfo: [] };
  }
  const missing = selection.filter(
    (item) => !slip.entries.has(item.oddId) || !rt.world.odd(item.oddId),
  );
  if (missing.length > 0) {
    const message = localize(sbMessages.notOnSlip, locale);
    return { refusal: message, oddInfo: missing.map((item) => ({ oddId: item.oddId, message })) };
  }
  const notPositive = selection.filter((item) => round2(item.amount) <= 0);
  if (notPositive.length > 0) {
    const message = localize(sbMessages.stakeNotPositive, locale);
    return {
      refusal: localize(sbMessages.invalidStakes, locale),
      oddInfo: notPositive.map((item) => ({ oddId: item.oddId, message })),
    };
  }
  return {
    list: selection.map((item) => ({
      type: 1,
      amount: round2(item.amount),
      odds: [rt.world.odd(item.oddId) as Odd],
    })),
  };
}

async function multipleWager(
  c: Context<SportsbookEnv>,
  slip: Slip,
  rt: Runtime,
  locale: Locale,
): Promise<WagerResult> {
  const parsed = await parseBody(c, { amount: finiteNumber() });
  if (!parsed.ok) return { refusal: describeProblem(parsed.problem, locale), oddInfo: [] };
  const odds = slipOdds(slip, rt.world);
  if (odds.length < 2)
    return { refusal: localize(sbMessages.needTwoForMultiple, locale), oddInfo: [] };
  const amount = round2(parsed.value.amount);
  if (amount <= 0) return { refusal: localize(sbMessages.stakeNotPositive, locale), oddInfo: [] };
  const clashing = sameEventOdds(odds);
  if (clashing.size > 0) {
    const message = localize(sbMessages.sameEvent, locale);
    return { refusal: message, oddInfo: [...clashing].map((oddId) => ({ oddId, message })) };
  }
  return { list: [{ type: 2, amount, odds }] };
}

function collect(
  odds: readonly Odd[],
  check: (odd: Odd) => SelectionProblem | null,
  locale: Locale,
): OddInfo[] {
  const info: OddInfo[] = [];
  for (const odd of odds) {
    const problem = check(odd);
    if (problem) info.push({ oddId: odd.id, message: describeSelectionProblem(problem, locale) });
  }
  return info;
}
