import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useAccountSite } from '../../../hooks/use-account-site';
import { preloadMasks } from '../../fields/masked-field';
import { PhoneVerificationSteps } from '../phone/phone-verification-steps';
import { useStepFocus } from '../use-step-focus';
import { CelebrationView } from './celebration-view';
import { RegisterForm } from './register-form';

/** The register dialog's content: the form, then the phone step, then Congratulations. */
export function RegisterDialog() {
  const register = useAccountSite().account.register;
  const view = useStore(register.$view);
  const ref = useStepFocus<HTMLDivElement>(view);
  useEffect(preloadMasks, []);
  return (
    <div ref={ref} className="site-register" data-view={view}>
      {view === 'form' ? <RegisterForm /> : null}
      {view === 'phone' ? <PhoneVerificationSteps model={register.phone} /> : null}
      {view === 'celebration' ? <CelebrationView /> : null}
    </div>
  );
}
