import type { FormEvent } from 'react';
import { useAccountSite } from '../../../hooks/use-account-site';
import { useForm } from '../../../hooks/use-form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormTextField } from '../../fields/form-fields';
import { SubmitButton } from '../../fields/submit-button';

/** Change Password: old password, new password and its confirmation, Change. */
export function ChangePasswordForm() {
  const { LL } = useI18nContext();
  const form = useForm(useAccountSite().account.changePassword);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.model.submit();
  };
  return (
    <form className="site-form site-form--narrow" onSubmit={onSubmit} noValidate>
      <FormTextField
        form={form}
        name="oldPassword"
        label={LL.changePassword.oldPassword()}
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        form={form}
        name="password"
        label={LL.changePassword.password()}
        type="password"
        autoComplete="new-password"
      />
      <FormTextField
        form={form}
        name="confirmPassword"
        label={LL.changePassword.confirmPassword()}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton busy={form.submitting} busyLabel={LL.changePassword.submitting()}>
        {LL.changePassword.submit()}
      </SubmitButton>
    </form>
  );
}
