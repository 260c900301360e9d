import type { DisplayText } from '../../kernel/i18n/message-keys';

/**
 * Texts the payment dialogs ask the UI to show: translation keys (`group.name`), never wording.
 */
export type PaymentsMessageKey = 'payments.noDataFound';

/** Field errors of the dynamic payment forms beyond the shared `validation.*` keys. */
export type PaymentsValidationKey =
  | 'validation.iban'
  | 'validation.amount'
  | 'validation.minAmount'
  | 'validation.maxAmount';

export const PAYMENTS_MESSAGE_KEYS: readonly (PaymentsMessageKey | PaymentsValidationKey)[] = [
  'payments.noDataFound',
  'validation.iban',
  'validation.amount',
  'validation.minAmount',
  'validation.maxAmount',
];

export function paymentsText(key: PaymentsMessageKey): DisplayText<PaymentsMessageKey> {
  return { key };
}
