import { PaymentMethodPicker } from './payment-method-picker';

/** The deposit bottom sheet (mobile bottom bar): pick a method, its dialog opens. */
export function DepositSheet() {
  return <PaymentMethodPicker kind="deposit" />;
}
