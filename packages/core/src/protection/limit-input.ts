import type { LimitPeriod } from '../kernel/errors/play-refusal';
import { formatMoney } from '../kernel/format/money';
import { parseMoneyInput } from '../kernel/format/money-input';
import type { Locale } from '../kernel/i18n/locale';
import type { DisplayText } from '../kernel/i18n/message-keys';
import type { ProtectionMessageKey } from './protection.messages';
import { LIMIT_PERIODS, type LimitState } from './protection.types';

/** A limit typed with the money mask: a positive amount with at most two decimals, or undefined. */
export function parseLimitAmount(text: string): number | undefined {
  const amount = parseMoneyInput(text);
  return amount !== undefined && amount > 0 ? amount : undefined;
}

const ORDER_KEYS: Record<string, ProtectionMessageKey> = {
  'daily-weekly': 'protection.weeklyBelowDaily',
  'daily-monthly': 'protection.monthlyBelowDaily',
  'weekly-monthly': 'protection.monthlyBelowWeekly',
};

/** What a limit will be once its pending change applies (the server checks the order on this). */
const targetOf = (limit: LimitState) => (limit.pending ? limit.pending.amount : limit.amount);

/**
 * A longer period's limit may not be below a shorter one's (a weekly limit below the daily one
 * could never be reached). The message names the shorter period's amount; null when in order.
 */
export function limitOrderProblem(
  limits: readonly LimitState[],
  period: LimitPeriod,
  amount: number | null,
  locale: Locale,
): DisplayText | null {
  const index = LIMIT_PERIODS.indexOf(period);
  const target = (p: LimitPeriod) => {
    if (p === period) return amount;
    const limit = limits.find((entry) => entry.period === p);
    return limit ? targetOf(limit) : null;
  };
  for (const [i, other] of LIMIT_PERIODS.entries()) {
    if (other === period) continue;
    const [shorter, longer] = i < index ? [other, period] : [period, other];
    const low = target(shorter);
    const high = target(longer);
    if (low === null || high === null || high >= low) continue;
    const key = ORDER_KEYS[`${shorter}-${longer}`];
    if (key) return { key, params: { amount: formatMoney(low, locale) } };
  }
  return null;
}
