import * as v from 'valibot';
import { BetStatus, BetType, PlatformCode, SelectionResult, WinOrBet } from '../bets/bet.enums';
import { parseUtcTimestamp } from '../format/utc-timestamp';
import { ProcessStatus, TransactionStatus, TransactionType } from '../payments/payments.types';

/** A server timestamp (UTC, zone often omitted: spec 000 §3) read as epoch milliseconds. */
const utcTime = v.pipe(
  v.string(),
  v.transform((text) => parseUtcTimestamp(text)),
  v.number('not a timestamp'),
);
const enumOf = <T extends Record<string, number>>(values: T) =>
  v.picklist(Object.values(values) as T[keyof T][]);
const amount = v.pipe(v.number(), v.finite());

export const financialEntrySchema = v.object({
  id: v.union([v.string(), v.number()]),
  type: enumOf(TransactionType),
  status: enumOf(TransactionStatus),
  methodName: v.string(),
  amount,
  createdAt: utcTime,
});
export type FinancialEntry = v.InferOutput<typeof financialEntrySchema>;

export const gameRoundSchema = v.object({
  id: v.union([v.string(), v.number()]),
  roundId: v.optional(v.string()),
  gameCode: v.optional(v.string()),
  gameName: v.string(),
  providerName: v.string(),
  winOrBet: enumOf(WinOrBet),
  amount,
  createdAt: utcTime,
});
export type GameRound = v.InferOutput<typeof gameRoundSchema>;

export const sessionEntrySchema = v.object({
  id: v.union([v.string(), v.number()]),
  loginAt: utcTime,
  logoutAt: v.nullable(utcTime),
  platform: enumOf(PlatformCode),
  device: v.string(),
  ip: v.string(),
  current: v.optional(v.boolean(), false),
});
export type SessionEntry = v.InferOutput<typeof sessionEntrySchema>;

export const bonusEntrySchema = v.object({
  id: v.union([v.string(), v.number()]),
  name: v.string(),
  amount,
  status: enumOf(ProcessStatus),
  createdAt: utcTime,
});
export type BonusEntry = v.InferOutput<typeof bonusEntrySchema>;

/** `sportsbook/mybets` (dev-server extension): the player's coupons with their selections. */
export const betEntrySchema = v.object({
  betId: v.union([v.string(), v.number()]),
  type: enumOf(BetType),
  status: enumOf(BetStatus),
  amount,
  totalRate: amount,
  possibleWin: amount,
  placedAt: utcTime,
  settledAt: v.nullable(utcTime),
  selections: v.array(
    v.object({
      oddId: v.number(),
      eventName: v.string(),
      marketName: v.string(),
      oddName: v.string(),
      rate: amount,
      result: enumOf(SelectionResult),
    }),
  ),
});
export type BetEntry = v.InferOutput<typeof betEntrySchema>;

/** The `{items, total}` page every history call answers. */
export const historyPageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.pipe(v.number(), v.integer(), v.minValue(0)) });
