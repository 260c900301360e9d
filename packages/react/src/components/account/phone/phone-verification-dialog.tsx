import { useEffect } from 'react';
import { useAccountSite } from '../../../hooks/use-account-site';
import { preloadMasks } from '../../fields/masked-field';
import { PhoneVerificationSteps } from './phone-verification-steps';

/** The phone verification dialog opened on its own (`site.account.phoneVerification.open()`). */
export function PhoneVerificationDialog() {
  useEffect(preloadMasks, []);
  return <PhoneVerificationSteps model={useAccountSite().account.phoneVerification} />;
}
