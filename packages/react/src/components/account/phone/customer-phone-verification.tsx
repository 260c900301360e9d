import { useStore } from '@nanostores/react';
import { VerificationPage } from '@site/core/account';
import { type FormEvent, useEffect, useId } from 'react';
import { useAccountSite } from '../../../hooks/use-account-site';
import { useForm } from '../../../hooks/use-form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormMaskedField } from '../../fields/form-fields';
import { preloadMasks } from '../../fields/masked-field';
import { SubmitButton } from '../../fields/submit-button';
import { CUSTOMER_CODE_FIELD_MASK } from '../masks';
import { PhoneField } from '../phone-field';
import { useStepFocus } from '../use-step-focus';
import { ResendCode } from './resend-code';
import { VerificationStatus } from './verification-status';

export interface CustomerPhoneVerificationProps {
  /**
   * Start the model when shown (a page in the account area), on this page unless the phone is
   * already verified. Off in the SMS verification dialog, whose opener has started it.
   */
  start?: boolean;
  startPage?: VerificationPage;
  /** Show the section's own heading; off inside the dialog, whose title says the same. */
  heading?: boolean;
  /** Level of that heading, to fit the page's outline (h3 under a section's h2 by default). */
  headingLevel?: 2 | 3;
}

/**
 * The customer-area phone verification (pages NotVerified, Verified, Update, VerificationCode):
 * phone with prefix 90, status label, code 000-000, Send Code / Verify / Update Number and the
 * 60 s resend countdown, all from the core's `customerPhone` model.
 */
export function CustomerPhoneVerification({
  start = true,
  startPage = VerificationPage.NotVerified,
  heading = true,
  headingLevel = 3,
}: CustomerPhoneVerificationProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { LL } = useI18nContext();
  const model = useAccountSite().account.customerPhone;
  const page = useStore(model.$page);
  const verified = useStore(model.$verified);
  const resendIn = useStore(model.$resendIn);
  const disabled = useStore(model.$disabled);
  const phoneForm = useForm(model.phoneForm);
  const codeForm = useForm(model.codeForm);
  const ref = useStepFocus<HTMLDivElement>(page);
  const titleId = useId();

  useEffect(() => {
    preloadMasks();
    if (start) model.start(startPage);
    // The countdown stops with the view.
    return model.dispose;
  }, [model, start, startPage]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (page === VerificationPage.VerificationCode) void model.verify();
    else if (page === VerificationPage.Verified) model.startUpdate();
    else void model.sendCode();
  };
  const busy = phoneForm.submitting || codeForm.submitting;
  const onCodePage = page === VerificationPage.VerificationCode;

  return (
    <div ref={ref} className="site-customer-phone" data-page={page}>
      <div className="site-customer-phone__head">
        {heading ? (
          <Heading className="site-customer-phone__title" id={titleId}>
            {LL.customerPhone.title()}
          </Heading>
        ) : null}
        <VerificationStatus verified={verified} />
      </div>
      <form
        className="site-form"
        aria-labelledby={heading ? titleId : undefined}
        onSubmit={onSubmit}
        noValidate
      >
        <PhoneField form={phoneForm} label={LL.customerPhone.phone()} disabled={disabled.phone} />
        {onCodePage ? (
          <>
            <FormMaskedField
              form={codeForm}
              name="code"
              label={LL.customerPhone.code()}
              mask={CUSTOMER_CODE_FIELD_MASK}
              disabled={disabled.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="000-000"
            />
            <ResendCode seconds={resendIn} busy={busy} onResend={() => void model.resend()} />
          </>
        ) : null}
        {page === VerificationPage.Verified ? (
          <button type="submit" className="site-button site-button--ghost site-form__submit">
            {LL.customerPhone.updateNumber()}
          </button>
        ) : (
          <SubmitButton
            busy={busy}
            busyLabel={onCodePage ? LL.customerPhone.verifying() : LL.customerPhone.sending()}
          >
            {onCodePage ? LL.customerPhone.verify() : LL.customerPhone.sendCode()}
          </SubmitButton>
        )}
      </form>
    </div>
  );
}
