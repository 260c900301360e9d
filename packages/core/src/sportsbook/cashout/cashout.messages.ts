/**
 * Texts the cash-out asks the UI to show (keys, never wording). A refusal the server words
 * itself (a changed value, a suspension) is shown as it comes.
 */
export type CashoutMessageKey = 'cashout.suspended' | 'cashout.invalidAmount' | 'cashout.noValue';

export const CASHOUT_MESSAGE_KEYS: readonly CashoutMessageKey[] = [
  'cashout.suspended',
  'cashout.invalidAmount',
  'cashout.noValue',
];
