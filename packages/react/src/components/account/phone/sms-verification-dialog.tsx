import { CustomerPhoneVerification } from './customer-phone-verification';

/** The SMS verification dialog: the customer-area variant, started by its opener. */
export function SmsVerificationDialog() {
  return <CustomerPhoneVerification start={false} heading={false} />;
}
