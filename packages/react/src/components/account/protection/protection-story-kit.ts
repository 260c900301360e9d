// Canned protection answers for the stories: the dev server's shapes (docs/protection.md).
import { ok, type RouteHandler } from '@site/core/testing';

// The story clock's start (createManualClock): 1 January 2026, 00:00 UTC.
export const STORY_NOW = Date.UTC(2026, 0, 1);
const stamp = (ms: number) => new Date(ms).toISOString().replace(/Z$/, '');
const HOUR = 60 * 60 * 1000;

type Period = 'daily' | 'weekly' | 'monthly';
const PERIOD_HOURS: Record<Period, number> = { daily: 21, weekly: 93, monthly: 741 };

function limit(
  period: Period,
  amount: number | null,
  used = 0,
  pending: { amount: number | null; inHours: number } | null = null,
) {
  return {
    period,
    amount,
    pending: pending
      ? { amount: pending.amount, effectiveAt: stamp(STORY_NOW + pending.inHours * HOUR) }
      : null,
    used,
    remaining: amount === null ? null : Math.max(0, amount - used),
    periodEndsAt: stamp(STORY_NOW + PERIOD_HOURS[period] * HOUR),
  };
}

export const NO_LIMITS = {
  now: stamp(STORY_NOW),
  depositLimits: [limit('daily', null), limit('weekly', null), limit('monthly', null)],
  lossLimits: [limit('daily', null), limit('weekly', null), limit('monthly', null)],
  realityCheckMinutes: null,
  history: [],
};

/** A daily deposit limit being raised (cooling-off), a weekly loss limit half used, history. */
export const WITH_LIMITS = {
  ...NO_LIMITS,
  depositLimits: [
    limit('daily', 500, 300, { amount: 1000, inHours: 20 }),
    limit('weekly', 2000, 300),
    limit('monthly', null),
  ],
  lossLimits: [limit('daily', null), limit('weekly', 400, 200), limit('monthly', null)],
  realityCheckMinutes: 30,
  history: [
    {
      id: '3',
      kind: 'deposit',
      period: 'daily',
      previous: 500,
      requested: 1000,
      requestedAt: stamp(STORY_NOW - 4 * HOUR),
      effectiveAt: stamp(STORY_NOW + 20 * HOUR),
      cancelled: false,
    },
    {
      id: '2',
      kind: 'loss',
      period: 'weekly',
      previous: null,
      requested: 400,
      requestedAt: stamp(STORY_NOW - 30 * HOUR),
      effectiveAt: stamp(STORY_NOW - 30 * HOUR),
      cancelled: false,
    },
    {
      id: '1',
      kind: 'deposit',
      period: 'daily',
      previous: null,
      requested: 500,
      requestedAt: stamp(STORY_NOW - 50 * HOUR),
      effectiveAt: stamp(STORY_NOW - 50 * HOUR),
      cancelled: false,
    },
  ],
};

/** Every protection call answering from `state`; pass overrides for a failure or a wait. */
export function protectionRoutes(
  state: object = WITH_LIMITS,
  overrides: Record<string, RouteHandler> = {},
): Record<string, RouteHandler> {
  return {
    'GET /api/protection': () => ok(state),
    'POST /api/protection/limits': () => ok(state, 'Limitiniz kaydedildi'),
    'POST /api/protection/reality-check': () => ok(state, 'Oturum hatırlatıcınız kaydedildi'),
    'GET /api/protection/session': () =>
      ok({ startedAt: stamp(STORY_NOW - 15 * 60_000), now: stamp(STORY_NOW), net: -245.5 }),
    ...overrides,
  };
}
