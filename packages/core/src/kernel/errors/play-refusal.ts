import { parseUtcTimestamp } from '../format/utc-timestamp';

export type LimitPeriod = 'daily' | 'weekly' | 'monthly';

/**
 * Why the server refused a login, a deposit, a bet or a game because of the player's own
 * protection settings (extension, docs/protection.md). `until` is epoch ms; null is permanent.
 */
export type PlayRefusal =
  | { reason: 'deposit-limit'; period: LimitPeriod; limit: number; remaining: number }
  | { reason: 'loss-limit'; period: LimitPeriod; limit: number; until: number }
  | { reason: 'time-out' | 'self-exclusion'; until: number | null };

const PERIODS: readonly unknown[] = ['daily', 'weekly', 'monthly'];
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The typed protection refusal inside a failed call's error (`SiteError.data`), or null when the
 * failure has another cause or the data is off the contract. The error's server message stays
 * what to show; this is what a front end branches on (which limit, what remains, when play
 * resumes). Read by hand rather than with a schema: the bet slip carries it too (bundle size).
 */
export function playRefusalOf(error: unknown): PlayRefusal | null {
  const data = (error as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) return null;
  const wire = data as Record<string, unknown>;
  const until = typeof wire.until === 'string' ? parseUtcTimestamp(wire.until) : undefined;
  const period = PERIODS.includes(wire.period) ? (wire.period as LimitPeriod) : undefined;
  const limit = isAmount(wire.limit) ? wire.limit : undefined;
  if (wire.refusal === 'depositLimit' && period && limit !== undefined && isAmount(wire.remaining))
    return { reason: 'deposit-limit', period, limit, remaining: wire.remaining };
  if (wire.refusal === 'lossLimit' && period && limit !== undefined && until !== undefined)
    return { reason: 'loss-limit', period, limit, until };
  if (wire.refusal === 'timeOut' || wire.refusal === 'selfExclusion') {
    if (wire.until !== null && until === undefined) return null;
    return {
      reason: wire.refusal === 'timeOut' ? 'time-out' : 'self-exclusion',
      until: until ?? null,
    };
  }
  return null;
}
