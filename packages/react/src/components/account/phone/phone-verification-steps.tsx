import { useStore } from '@nanostores/react';
import type { PhoneVerification } from '@site/core/account';
import type { FormEvent } from 'react';
import { useForm } from '../../../hooks/use-form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormMaskedField } from '../../fields/form-fields';
import { SubmitButton } from '../../fields/submit-button';
import { DIALOG_CODE_FIELD_MASK } from '../masks';
import { PhoneField } from '../phone-field';
import { useStepFocus } from '../use-step-focus';
import { PhoneVerifiedView } from './phone-verified-view';

/**
 * The dialog variant of phone verification: Set Phone Number → Send Code, then Set Sms Code →
 * Validate (mask 00-00-00), with Change Phone Number and Skip Verification. Which field is
 * enabled when, and what a failure clears, is the core's `PhoneVerification` model.
 */
export function PhoneVerificationSteps({ model }: { model: PhoneVerification }) {
  const { LL } = useI18nContext();
  const step = useStore(model.$step);
  const disabled = useStore(model.$disabled);
  const phoneForm = useForm(model.phoneForm);
  const codeForm = useForm(model.codeForm);
  const ref = useStepFocus<HTMLDivElement>(step);

  const submit = (action: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };

  return (
    <div ref={ref} className="site-steps" data-step={step}>
      {step === 'success' ? (
        <PhoneVerifiedView onClose={model.skip} />
      ) : (
        <>
          <form
            className="site-form site-form--inline"
            onSubmit={submit(model.sendCode)}
            noValidate
          >
            <PhoneField
              form={phoneForm}
              label={LL.phoneVerification.setPhone()}
              disabled={disabled.phone}
            />
            <SubmitButton
              busy={phoneForm.submitting}
              busyLabel={LL.phoneVerification.sending()}
              disabled={step !== 1}
            >
              {LL.phoneVerification.sendCode()}
            </SubmitButton>
          </form>
          <form className="site-form site-form--inline" onSubmit={submit(model.verify)} noValidate>
            <FormMaskedField
              form={codeForm}
              name="code"
              label={LL.phoneVerification.setCode()}
              mask={DIALOG_CODE_FIELD_MASK}
              disabled={disabled.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="00-00-00"
            />
            <SubmitButton
              busy={codeForm.submitting}
              busyLabel={LL.phoneVerification.validating()}
              disabled={step !== 2}
            >
              {LL.phoneVerification.validate()}
            </SubmitButton>
          </form>
          <div className="site-form__links">
            {step === 2 ? (
              <button type="button" className="site-link-button" onClick={model.changeNumber}>
                {LL.phoneVerification.changePhone()}
              </button>
            ) : null}
            <button type="button" className="site-link-button" onClick={model.skip}>
              {LL.phoneVerification.skip()}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
