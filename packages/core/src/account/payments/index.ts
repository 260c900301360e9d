// The payments area: method lists and the dynamic deposit / withdraw dialogs.

export {
  formatMoneyInput,
  MONEY_MASK,
  parseMoneyInput,
} from '../../kernel/format/money-input';
export {
  classifyDepositAnswer,
  type DepositAnswer,
  type DepositUrlPolicy,
  depositUrl,
} from './deposit-url';
export {
  type OpenUrlIntent,
  type PaymentDialog,
  type PaymentDialogState,
  type PaymentForm,
  WITHDRAW_CLOSE_MS,
} from './payment-dialog';
export {
  IBAN_MASK,
  type PaymentField,
  type PaymentFieldKind,
  type PaymentFieldOption,
  type PaymentMask,
} from './payment-field';
export {
  createPaymentFlows,
  type PaymentFlowsDeps,
  type PaymentFlowsOptions,
  type PaymentMethodsState,
  type PaymentsModule,
} from './payment-flows';
export type {
  PaymentDetail,
  PaymentSubmit,
  PaymentValues,
} from './payment-form';
export {
  PAYMENTS_MESSAGE_KEYS,
  type PaymentsMessageKey,
  type PaymentsValidationKey,
} from './payments.messages';
export {
  type FieldTypeName,
  type PaymentFieldDefinition,
  type PaymentKind,
  type PaymentMethod,
  type PaymentMethods,
  type PaymentResult,
  ProcessStatus,
  TransactionStatus,
  TransactionType,
} from './payments.types';
