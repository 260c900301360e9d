import { useStore } from '@nanostores/react';
import { useAccountSite } from '../../../hooks/use-account-site';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useStepFocus } from '../use-step-focus';
import {
  RecoveryCodeStep,
  RecoveryDoneStep,
  RecoveryPasswordStep,
  RecoveryUsernameStep,
} from './recovery-steps';

/** Account recovery in four steps (username, code, new password, done), then login. */
export function RecoveryDialog() {
  const { LL } = useI18nContext();
  const recovery = useAccountSite().account.recovery;
  const step = useStore(recovery.$step);
  const message = useStore(recovery.$successMessage);
  const ref = useStepFocus<HTMLDivElement>(step);
  return (
    <div ref={ref} className="site-steps" data-step={step}>
      <p className="site-steps__progress">{LL.recovery.step({ step })}</p>
      {step === 1 ? <RecoveryUsernameStep recovery={recovery} /> : null}
      {step === 2 ? <RecoveryCodeStep recovery={recovery} /> : null}
      {step === 3 ? <RecoveryPasswordStep recovery={recovery} /> : null}
      {step === 4 ? <RecoveryDoneStep message={message} /> : null}
      {step === 4 ? null : (
        <div className="site-form__links">
          <button type="button" className="site-link-button" onClick={recovery.openRegister}>
            {LL.recovery.signUp()}
          </button>
        </div>
      )}
    </div>
  );
}
