/**
 * Texts the protection screens ask the UI to show: translation keys (`group.name`), never
 * wording. The server's own refusals (a deposit over the limit, a reached loss limit, a login
 * during a time-out) come with its message, shown as it is.
 */
export type ProtectionMessageKey =
  | 'protection.invalidAmount'
  | 'protection.weeklyBelowDaily'
  | 'protection.monthlyBelowDaily'
  | 'protection.monthlyBelowWeekly';

export const PROTECTION_MESSAGE_KEYS: readonly ProtectionMessageKey[] = [
  'protection.invalidAmount',
  'protection.weeklyBelowDaily',
  'protection.monthlyBelowDaily',
  'protection.monthlyBelowWeekly',
];
