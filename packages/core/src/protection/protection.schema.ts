import * as v from 'valibot';
import { parseUtcTimestamp } from '../kernel/format/utc-timestamp';

const period = v.picklist(['daily', 'weekly', 'monthly']);
const amount = v.pipe(v.number(), v.finite());
/** A server timestamp (UTC without a zone) as epoch ms; anything unparsable fails the answer. */
const stamp = v.pipe(v.string(), v.transform(parseUtcTimestamp), v.number());

const limitSchema = v.object({
  period,
  amount: v.nullable(amount),
  pending: v.nullable(v.object({ amount: v.nullable(amount), effectiveAt: stamp })),
  used: amount,
  remaining: v.nullable(amount),
  periodEndsAt: stamp,
});

const limitsSchema = v.pipe(
  v.array(limitSchema),
  v.check(
    (limits) => limits.map((limit) => limit.period).join() === 'daily,weekly,monthly',
    'limits are daily, weekly and monthly, in that order',
  ),
);

/** `GET protection` and every change's answer: the whole state (extension, docs/protection.md). */
export const protectionStateSchema = v.object({
  now: stamp,
  depositLimits: limitsSchema,
  lossLimits: limitsSchema,
  realityCheckMinutes: v.nullable(v.picklist([15, 30, 60])),
  history: v.array(
    v.object({
      id: v.string(),
      kind: v.picklist(['deposit', 'loss']),
      period,
      previous: v.nullable(amount),
      requested: v.nullable(amount),
      requestedAt: stamp,
      effectiveAt: stamp,
      cancelled: v.boolean(),
    }),
  ),
});

/** `GET protection/session`: when this session began and its net result (wins minus stakes). */
export const sessionSummarySchema = v.object({ startedAt: stamp, now: stamp, net: amount });

/** `POST protection/exclusion`: the end of the time-out or self-exclusion, null when permanent. */
export const exclusionSchema = v.object({
  kind: v.picklist(['timeOut', 'selfExclusion']),
  until: v.nullable(stamp),
});
