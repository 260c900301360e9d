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
});

export type MyBetSelection = v.InferOutput<typeof myBetSelectionSchema>;
export type MyBetWire = v.InferOutput<typeof myBetWireSchema>;
