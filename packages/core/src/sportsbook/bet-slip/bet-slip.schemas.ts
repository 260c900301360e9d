import * as v from 'valibot';
import { stakeText } from './stake';

const nullableNumber = v.nullish(v.number(), null);

export const slipOddSchema = v.object({
  oddId: v.number(),
  eventName: v.nullish(v.string(), ''),
  marketName: v.nullish(v.string(), ''),
  oddName: v.nullish(v.string(), ''),
  rate: nullableNumber,
  amount: v.nullish(v.number(), 0),
  possibleWin: v.nullish(v.number(), 0),
  message: v.nullish(v.string(), null),
  isLive: v.nullish(v.boolean(), false),
  eventId: nullableNumber,
});

export const multipleBetSchema = v.object({
  // Kept as an exact decimal string, like the stakes typed in the slip.
  amount: v.pipe(
    v.nullish(v.number(), 0),
    v.transform((amount: number) => stakeText(amount)),
  ),
  betAmount: nullableNumber,
  totalRate: nullableNumber,
  possibleWin: nullableNumber,
  eventCount: nullableNumber,
});

/** GET sportsbook/betslip: `data` with oddList, message and the multiple calculation. */
export const betSlipSchema = v.object({
  oddList: v.nullish(v.array(slipOddSchema), []),
  message: v.nullish(v.string(), null),
  multipleBet: v.nullish(multipleBetSchema, null),
});

/** POST sportsbook/calculate: possibleWin and betAmount (totalRate as the dev server adds). */
export const calculationSchema = v.object({
  possibleWin: nullableNumber,
  betAmount: nullableNumber,
  totalRate: nullableNumber,
  eventCount: nullableNumber,
});
export type Calculation = v.InferOutput<typeof calculationSchema>;

/** `data.oddInfo` of a placeBet answer: per-odd messages. */
export const oddInfoSchema = v.object({
  oddInfo: v.nullish(
    v.array(v.object({ oddId: v.number(), message: v.nullish(v.string(), null) })),
    [],
  ),
});
