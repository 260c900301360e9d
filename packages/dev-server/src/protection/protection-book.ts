import type { Locale } from '../http/locale';
import { roundMoney } from '../state/wallet';
import { utcStamp } from '../support/clock';
import { addMonths, PERIODS, type Period, periodEnd, periodStart } from './periods';
import { momentText, moneyText, periodName, protectionText } from './protection.messages';

export type LimitKind = 'deposit' | 'loss';
export type ExclusionKind = 'timeOut' | 'selfExclusion';
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** Raising or removing a limit waits this long; lowering applies at once. */
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** The choices of the time-out and self-exclusion forms; `until: null` is permanent. */
export const EXCLUSION_DURATIONS: Record<
  ExclusionKind,
  Record<string, (now: number) => number | null>
> = {
  timeOut: {
    '24h': (now) => now + DAY,
    '7d': (now) => now + 7 * DAY,
    '30d': (now) => now + 30 * DAY,
  },
  selfExclusion: {
    '6m': (now) => addMonths(now, 6),
    '1y': (now) => addMonths(now, 12),
    permanent: () => null,
  },
};
const MAX_LIMIT = 10_000_000;

interface LimitSlot {
  amount: number | null;
  pending: { amount: number | null; effectiveAt: number; entryId: string } | null;
}

interface HistoryEntry {
  id: string;
  kind: LimitKind;
  period: Period;
  previous: number | null;
  requested: number | null;
  requestedAt: number;
  effectiveAt: number;
  cancelled: boolean;
}

interface PlayerProtection {
  limits: Record<LimitKind, Record<Period, LimitSlot>>;
  realityCheckMinutes: RealityCheckMinutes | null;
  exclusion: { kind: ExclusionKind; until: number | null } | null;
  history: HistoryEntry[];
  deposits: { at: number; amount: number }[];
  /** Stakes (negative) and wins (positive) of bets and casino rounds. */
  play: { at: number; amount: number }[];
  sessionStartedAt: number | null;
  /** Dev control: how far this player's protection clock runs ahead of the server's. */
  shiftMs: number;
}

/** A refusal with its message and the `data` the client reads its typed reason from. */
export interface Refusal {
  message: string;
  data: Record<string, unknown>;
}

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

const emptySlots = (): Record<Period, LimitSlot> => ({
  daily: { amount: null, pending: null },
  weekly: { amount: null, pending: null },
  monthly: { amount: null, pending: null },
});

/**
 * Player protection (extension, not in the spec): deposit and loss limits with their history,
 * the reality check interval, time-outs and self-exclusions, per player and in memory. Every
 * rule is enforced here, whatever the client sends.
 */
export function createProtectionBook(clock: { now(): number }, newId: () => string) {
  const players = new Map<string, PlayerProtection>();
  const of = (username: string): PlayerProtection => {
    let player = players.get(username);
    if (!player) {
      player = {
        limits: { deposit: emptySlots(), loss: emptySlots() },
        realityCheckMinutes: null,
        exclusion: null,
        history: [],
        deposits: [],
        play: [],
        sessionStartedAt: null,
        shiftMs: 0,
      };
      players.set(username, player);
    }
    return player;
  };
  const nowOf = (player: PlayerProtection) => clock.now() + player.shiftMs;
  /** Applies the changes whose cooling-off has ended. */
  const settle = (player: PlayerProtection, now: number) => {
    for (const kind of ['deposit', 'loss'] as const) {
      for (const period of PERIODS) {
        const slot = player.limits[kind][period];
        if (slot.pending && slot.pending.effectiveAt <= now) {
          slot.amount = slot.pending.amount;
          slot.pending = null;
        }
      }
    }
  };
  const sumSince = (entries: { at: number; amount: number }[], since: number, now: number) =>
    roundMoney(
      entries.reduce((sum, e) => (e.at >= since && e.at <= now ? sum + e.amount : sum), 0),
    );
  const lossIn = (player: PlayerProtection, period: Period, now: number) =>
    Math.max(0, -sumSince(player.play, periodStart(period, now), now));
  const usedIn = (player: PlayerProtection, kind: LimitKind, period: Period, now: number) =>
    kind === 'deposit'
      ? sumSince(player.deposits, periodStart(period, now), now)
      : lossIn(player, period, now);

  const view = (username: string) => {
    const player = of(username);
    const now = nowOf(player);
    settle(player, now);
    const limitsOf = (kind: LimitKind) =>
      PERIODS.map((period) => {
        const slot = player.limits[kind][period];
        const used = usedIn(player, kind, period, now);
        return {
          period,
          amount: slot.amount,
          pending: slot.pending
            ? { amount: slot.pending.amount, effectiveAt: utcStamp(slot.pending.effectiveAt) }
            : null,
          used,
          remaining: slot.amount === null ? null : roundMoney(Math.max(0, slot.amount - used)),
          periodEndsAt: utcStamp(periodEnd(period, now)),
        };
      });
    return {
      now: utcStamp(now),
      depositLimits: limitsOf('deposit'),
      lossLimits: limitsOf('loss'),
      realityCheckMinutes: player.realityCheckMinutes,
      history: player.history.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        period: entry.period,
        previous: entry.previous,
        requested: entry.requested,
        requestedAt: utcStamp(entry.requestedAt),
        effectiveAt: utcStamp(entry.effectiveAt),
        cancelled: entry.cancelled,
      })),
    };
  };

  const book = {
    view,
    /** Sets (amount) or removes (null) one limit; lower at once, higher after the cooling-off. */
    setLimit(
      username: string,
      kind: LimitKind,
      period: Period,
      amount: number | null,
      locale: Locale,
    ): Outcome {
      if (amount !== null && !(Number.isFinite(amount) && amount > 0 && amount <= MAX_LIMIT))
        return { ok: false, message: protectionText('invalidAmount', locale) };
      const requested = amount === null ? null : roundMoney(amount);
      const player = of(username);
      const now = nowOf(player);
      settle(player, now);
      const slots = player.limits[kind];
      const slot = slots[period];
      // The order is checked against what each limit will be once pending changes apply.
      const target = (p: Period) =>
        p === period
          ? requested
          : slots[p].pending
            ? (slots[p].pending?.amount ?? null)
            : slots[p].amount;
      const index = PERIODS.indexOf(period);
      for (const [i, other] of PERIODS.entries()) {
        const shorter = i < index ? other : period;
        const longer = i < index ? period : other;
        const low = target(shorter);
        const high = target(longer);
        if (other === period || low === null || high === null || high >= low) continue;
        return {
          ok: false,
          message: protectionText('belowShorter', locale, {
            longer: periodName(longer, locale, true),
            shorter: periodName(shorter, locale, true).toLocaleLowerCase(
              locale === 'tr' ? 'tr-TR' : 'en',
            ),
            amount: moneyText(low, locale),
          }),
        };
      }
      const current = slot.amount;
      if (requested === current && !slot.pending)
        return { ok: true, message: protectionText('unchanged', locale) };
      if (slot.pending) {
        const superseded = player.history.find((e) => e.id === slot.pending?.entryId);
        if (superseded) superseded.cancelled = true;
        slot.pending = null;
      }
      const immediate = requested !== null && (current === null || requested <= current);
      const entry: HistoryEntry = {
        id: newId(),
        kind,
        period,
        previous: current,
        requested,
        requestedAt: now,
        effectiveAt: immediate ? now : now + COOLING_OFF_MS,
        cancelled: false,
      };
      // Back to the limit in force: the pending change is withdrawn, nothing new is logged.
      if (requested === current) return { ok: true, message: protectionText('saved', locale) };
      player.history.unshift(entry);
      if (immediate) {
        slot.amount = requested;
        return { ok: true, message: protectionText('saved', locale) };
      }
      slot.pending = { amount: requested, effectiveAt: entry.effectiveAt, entryId: entry.id };
      return {
        ok: true,
        message: protectionText('pending', locale, { at: momentText(entry.effectiveAt, locale) }),
      };
    },
    setRealityCheck(username: string, minutes: RealityCheckMinutes | null) {
      of(username).realityCheckMinutes = minutes;
    },
    /** A deposit over what remains of any deposit limit, or null when it may go ahead. */
    depositRefusal(username: string, amount: number, locale: Locale): Refusal | null {
      const excluded = book.loginRefusal(username, locale);
      if (excluded) return excluded;
      const player = of(username);
      const now = nowOf(player);
      settle(player, now);
      for (const period of PERIODS) {
        const limit = player.limits.deposit[period].amount;
        if (limit === null) continue;
        const remaining = roundMoney(Math.max(0, limit - usedIn(player, 'deposit', period, now)));
        if (amount <= remaining + 1e-9) continue;
        return {
          message: protectionText('depositOverLimit', locale, {
            period: periodName(period, locale, true),
            limit: moneyText(limit, locale),
            remaining: moneyText(remaining, locale),
          }),
          data: { refusal: 'depositLimit', period, limit, remaining },
        };
      }
      return null;
    },
    recordDeposit(username: string, amount: number) {
      const player = of(username);
      player.deposits.push({ at: nowOf(player), amount });
    },
    /** Bets and game rounds while a loss limit is reached: refused until the period ends. */
    playRefusal(username: string, locale: Locale): Refusal | null {
      // A session that outlived its time-out (its logout never arrived) cannot play either.
      const excluded = book.loginRefusal(username, locale);
      if (excluded) return excluded;
      const player = of(username);
      const now = nowOf(player);
      settle(player, now);
      const reached = PERIODS.filter((period) => {
        const limit = player.limits.loss[period].amount;
        return limit !== null && lossIn(player, period, now) >= limit;
      });
      const last = reached.at(-1);
      if (last === undefined) return null;
      // Play resumes when every reached period has ended: the longest one's end.
      const until = periodEnd(last, now);
      const limit = player.limits.loss[last].amount ?? 0;
      return {
        message: protectionText('lossLimitReached', locale, {
          period: periodName(last, locale, true),
          limit: moneyText(limit, locale),
          until: momentText(until, locale),
        }),
        data: { refusal: 'lossLimit', period: last, limit, until: utcStamp(until) },
      };
    },
    /** A stake (negative) or a win (positive) of a bet or a casino round. */
    recordPlay(username: string, amount: number) {
      const player = of(username);
      player.play.push({ at: nowOf(player), amount });
    },
    startSession(username: string) {
      const player = of(username);
      player.sessionStartedAt = nowOf(player);
    },
    /** Time logged in and this session's net result (wins minus stakes). */
    session(username: string) {
      const player = of(username);
      const now = nowOf(player);
      player.sessionStartedAt ??= now;
      return {
        startedAt: utcStamp(player.sessionStartedAt),
        now: utcStamp(now),
        net: sumSince(player.play, player.sessionStartedAt, now),
      };
    },
    /** Starts a time-out or a self-exclusion; it can end only when its time is up. */
    exclude(
      username: string,
      kind: ExclusionKind,
      duration: string,
      locale: Locale,
    ): Outcome & { until?: number | null } {
      const untilOf = EXCLUSION_DURATIONS[kind]?.[duration];
      if (!untilOf) return { ok: false, message: protectionText('invalidDuration', locale) };
      const player = of(username);
      const until = untilOf(nowOf(player));
      player.exclusion = { kind, until };
      const key =
        kind === 'timeOut'
          ? 'timeOutStarted'
          : until === null
            ? 'permanentExclusionStarted'
            : 'selfExclusionStarted';
      return {
        ok: true,
        until,
        message: protectionText(
          key,
          locale,
          until === null ? {} : { until: momentText(until, locale) },
        ),
      };
    },
    /** Why a login is refused (a time-out or self-exclusion still running), or null. */
    loginRefusal(username: string, locale: Locale): Refusal | null {
      const player = players.get(username);
      const exclusion = player?.exclusion;
      if (!player || !exclusion) return null;
      const { kind, until } = exclusion;
      if (until !== null && until <= nowOf(player)) return null;
      const key =
        until === null
          ? 'loginPermanentlyExcluded'
          : kind === 'timeOut'
            ? 'loginDuringTimeOut'
            : 'loginDuringExclusion';
      return {
        message: protectionText(
          key,
          locale,
          until === null ? {} : { until: momentText(until, locale) },
        ),
        data: { refusal: kind, until: until === null ? null : utcStamp(until) },
      };
    },
    /** Dev control: moves this player's protection clock forward (cooling-off, periods). */
    elapse(username: string, ms: number) {
      of(username).shiftMs += ms;
    },
    /** Dev control: forgets a player's protection settings. */
    reset(username?: string) {
      if (username === undefined) players.clear();
      else players.delete(username);
    },
  };
  return book;
}

export type ProtectionBook = ReturnType<typeof createProtectionBook>;
