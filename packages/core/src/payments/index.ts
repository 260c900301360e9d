// The payments area: method lists and the dynamic deposit / withdraw dialogs.

export {
  classifyDepositAnswer,
  type DepositAnswer,
  type DepositUrlPolicy,
  depositUrl,
} from './deposit-url';
export { formatMoneyInput, MONEY_MASK, parseMoneyInput } from './money-input';
export {
  type OpenUrlIntent,
  PAYMENT_DETAIL_CLOSE_MS,
  PAYMENT_DIALOG,
  type PaymentDialog,
  type PaymentDialogState,
  type PaymentForm,
  WITHDRAW_CLOSE_MS,
} from './payment-dialog';
export {
  compactIban,
  fieldSchema,
  IBAN_MASK,
  type PaymentField,
  type PaymentFieldKind,
  type PaymentFieldOption,
  type PaymentMask,
  toPaymentField,
} from './payment-field';
export {
  createPaymentFlows,
  type PaymentFlows,
  type PaymentFlowsDeps,
  type PaymentFlowsOptions,
  type PaymentMethodsState,
} from './payment-flows';
export {
  buildPaymentSubmit,
  type PaymentDetail,
  type PaymentSubmit,
  type PaymentValues,
  paymentSchema,
} from './payment-form';
export {
  PAYMENTS_MESSAGE_KEYS,
  type PaymentsMessageKey,
  type PaymentsValidationKey,
  paymentsText,
} from './payments.messages';
export {
  FieldType,
  type FieldTypeName,
  type PaymentFieldDefinition,
  type PaymentKind,
  type PaymentMethod,
  type PaymentMethods,
  type PaymentResult,
  ProcessStatus,
  paymentDetailSchema,
  paymentFieldSchema,
  paymentMethodSchema,
  paymentMethodsSchema,
  TRANSACTION_TYPE_OF,
  TransactionStatus,
  TransactionType,
} from './payments.types';
