import * as v from 'valibot';
import { PlatformCode, WinOrBet } from '../kernel/bets/bet.enums';
import { myBetWireSchema } from '../kernel/bets/my-bet.schema';
import { parseUtcTimestamp } from '../kernel/format/utc-timestamp';
import { stringOrNumber } from '../kernel/schemas/scalars';
import { ProcessStatus, TransactionStatus, TransactionType } from './payments/payments.types';

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
  id: stringOrNumber,
  type: enumOf(TransactionType),
  status: enumOf(TransactionStatus),
  methodName: v.string(),
  amount,
  createdAt: utcTime,
});
export type FinancialEntry = v.InferOutput<typeof financialEntrySchema>;

export const gameRoundSchema = v.object({
  id: stringOrNumber,
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
  id: stringOrNumber,
  loginAt: utcTime,
  logoutAt: v.nullable(utcTime),
  platform: enumOf(PlatformCode),
  device: v.string(),
  ip: v.string(),
  current: v.optional(v.boolean(), false),
});
export type SessionEntry = v.InferOutput<typeof sessionEntrySchema>;

export const bonusEntrySchema = v.object({
  id: stringOrNumber,
  name: v.string(),
  amount,
  status: enumOf(ProcessStatus),
  createdAt: utcTime,
});
export type BonusEntry = v.InferOutput<typeof bonusEntrySchema>;

/**
 * `sportsbook/mybets` (dev-server extension) for the dashboard: the shared coupon reading
 * (`bets/my-bet.schema.ts`, also the bet slip's My Bets) with its figures required and its
 * times as epoch milliseconds; an unreadable time or a missing figure rejects the answer.
 */
const readable = (text: string) => parseUtcTimestamp(text) !== undefined;

export const betEntrySchema = v.pipe(
  myBetWireSchema,
  v.check(
    (bet) =>
      bet.totalRate !== null &&
      bet.possibleWin !== null &&
      readable(bet.placedAt) &&
      (bet.settledAt === null || readable(bet.settledAt)),
    'a figure or a time is missing',
  ),
  // The check above holds, so the fallbacks never apply; they only narrow the types.
  v.transform((bet) => ({
    ...bet,
    totalRate: bet.totalRate ?? 0,
    possibleWin: bet.possibleWin ?? 0,
    placedAt: parseUtcTimestamp(bet.placedAt) ?? 0,
    settledAt: bet.settledAt === null ? null : (parseUtcTimestamp(bet.settledAt) ?? 0),
  })),
);
export type BetEntry = v.InferOutput<typeof betEntrySchema>;

/** The `{items, total}` page every history call answers. */
export const historyPageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.pipe(v.number(), v.integer(), v.minValue(0)) });
