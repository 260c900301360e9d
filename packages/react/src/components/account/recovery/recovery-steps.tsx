import type { RecoveryFlow } from '@site/core/account';
import type { FormEvent, ReactNode } from 'react';
import { useForm } from '../../../hooks/use-form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormTextField } from '../../fields/form-fields';
import { SubmitButton } from '../../fields/submit-button';

function StepForm({
  intro,
  busy,
  busyLabel,
  submitLabel,
  onSubmit,
  children,
}: {
  intro: string;
  busy: boolean;
  busyLabel: string;
  submitLabel: string;
  onSubmit(): void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="site-form" onSubmit={submit} noValidate>
      <p className="site-form__intro">{intro}</p>
      {children}
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}

/** Step 1: the username the reset code is sent for. */
export function RecoveryUsernameStep({ recovery }: { recovery: RecoveryFlow }) {
  const { LL } = useI18nContext();
  const form = useForm(recovery.usernameForm);
  return (
    <StepForm
      intro={LL.recovery.usernameIntro()}
      busy={form.submitting}
      busyLabel={LL.recovery.submitting()}
      submitLabel={LL.recovery.sendCode()}
      onSubmit={() => void form.model.submit()}
    >
      <FormTextField
        form={form}
        name="username"
        label={LL.recovery.username()}
        autoComplete="username"
      />
    </StepForm>
  );
}

/** Step 2: the reset code. */
export function RecoveryCodeStep({ recovery }: { recovery: RecoveryFlow }) {
  const { LL } = useI18nContext();
  const form = useForm(recovery.codeForm);
  return (
    <StepForm
      intro={LL.recovery.codeIntro()}
      busy={form.submitting}
      busyLabel={LL.recovery.submitting()}
      submitLabel={LL.recovery.checkCode()}
      onSubmit={() => void form.model.submit()}
    >
      <FormTextField
        form={form}
        name="code"
        label={LL.recovery.code()}
        autoComplete="one-time-code"
        inputMode="numeric"
      />
    </StepForm>
  );
}

/** Step 3: the new password, twice. */
export function RecoveryPasswordStep({ recovery }: { recovery: RecoveryFlow }) {
  const { LL } = useI18nContext();
  const form = useForm(recovery.passwordForm);
  return (
    <StepForm
      intro={LL.recovery.passwordIntro()}
      busy={form.submitting}
      busyLabel={LL.recovery.submitting()}
      submitLabel={LL.recovery.change()}
      onSubmit={() => void form.model.submit()}
    >
      <FormTextField
        form={form}
        name="password"
        label={LL.recovery.password()}
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        form={form}
        name="password2"
        label={LL.recovery.password2()}
        type="password"
        autoComplete="new-password"
      />
    </StepForm>
  );
}

/** Step 4: the server's success message; the core opens the login form a second later. */
export function RecoveryDoneStep({ message }: { message: string | null }) {
  const { LL } = useI18nContext();
  return (
    <div className="site-result" role="status">
      <span className="site-result__icon" aria-hidden="true" />
      <h3 className="site-result__title" tabIndex={-1} data-step-focus>
        {message || LL.recovery.success()}
      </h3>
      <p>{LL.recovery.redirecting()}</p>
    </div>
  );
}
