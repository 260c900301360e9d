import * as v from 'valibot';
import { stringOrNumber } from '../../kernel/schemas/scalars';

const money = v.pipe(v.number(), v.finite(), v.minValue(0));

/** `cashoutChanged` push (extension): a running bet's value, null when none is on offer. */
export const cashoutChangedSchema = v.object({ betId: stringOrNumber, value: v.nullable(money) });
export type CashoutChanged = v.InferOutput<typeof cashoutChangedSchema>;

/** `sportsbook/cashout/quote` answer. */
export const cashoutQuoteSchema = v.object({
  betId: stringOrNumber,
  value: v.nullable(money),
  openStake: money,
});

/** `sportsbook/cashout` success answer. */
export const cashoutPaidSchema = v.object({
  betId: stringOrNumber,
  status: v.number(),
  paid: money,
  openStake: money,
  value: v.nullable(money),
});

/** The `data` of a refused cash-out: the server's current value. */
export const cashoutRefusalSchema = v.object({ betId: stringOrNumber, value: v.nullable(money) });
