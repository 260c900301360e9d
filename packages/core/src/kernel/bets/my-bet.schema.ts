import * as v from 'valibot';
import { stringOrNumber } from '../schemas/scalars';
import { BetStatus, BetType, SelectionResult } from './bet.enums';

// One reading of `sportsbook/mybets` (a dev-server extension: the player's coupons) for both of
// its screens: the bet slip's My Bets (`site.betSlip.myBets`) and the dashboard's bet history
// (`site.account.history.bets`). Times stay text here; each screen reads them its own way.

const enumOf = <T extends Record<string, number>>(values: T) =>
  v.picklist(Object.values(values) as T[keyof T][]);

export const myBetSelectionSchema = v.object({
  oddId: v.number(),
  eventName: v.string(),
  marketName: v.string(),
  oddName: v.string(),
  rate: v.number(),
  result: enumOf(SelectionResult),
});

/** One cash-out of a coupon (extension). */
export const myBetCashoutSchema = v.object({ stake: v.number(), paid: v.number(), at: v.string() });

/** One coupon as the server sends it; a missing total rate or possible win reads null. */
export const myBetWireSchema = v.object({
  betId: stringOrNumber,
  type: enumOf(BetType),
  status: enumOf(BetStatus),
  amount: v.number(),
  totalRate: v.nullish(v.number(), null),
  possibleWin: v.nullish(v.number(), null),
  placedAt: v.string(),
  settledAt: v.nullish(v.string(), null),
  selections: v.array(myBetSelectionSchema),
  // Cash-out (extension): absent from a backend without it, read as "nothing cashed out".
  /** The stake still running; null when the server does not say (then it is `amount`). */
  openStake: v.nullish(v.number(), null),
  /** The value on offer now; null when none. */
  cashoutValue: v.nullish(v.number(), null),
  /** What was cashed out, oldest first: the stake each took and the money it paid. */
  cashouts: v.nullish(v.array(myBetCashoutSchema), []),
});

export type MyBetSelection = v.InferOutput<typeof myBetSelectionSchema>;
export type MyBetWire = v.InferOutput<typeof myBetWireSchema>;
export type MyBetCashout = v.InferOutput<typeof myBetCashoutSchema>;
