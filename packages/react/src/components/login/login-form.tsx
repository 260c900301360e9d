import type { AccountApi } from '@site/core/account';
import type { FormEvent } from 'react';
import { useForm } from '../../hooks/use-form';
import { optionalModule, useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { FormTextField } from '../fields/form-fields';
import { SubmitButton } from '../fields/submit-button';

/** The login form: fields bound to the core's login form model (rules, submit, toasts). */
export function LoginForm() {
  const { LL } = useI18nContext();
  const site = useShellSite();
  const form = useForm(site.forms.login);
  // Recovery and sign-up come with the account module; a site without it shows login only.
  const account = optionalModule<AccountApi>(site, 'account')?.account;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.model.submit();
  };

  return (
    <form className="site-form" onSubmit={onSubmit} noValidate>
      <FormTextField
        form={form}
        name="username"
        label={LL.login.username()}
        autoComplete="username"
      />
      <FormTextField
        form={form}
        name="password"
        label={LL.login.password()}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton busy={form.submitting} busyLabel={LL.login.submitting()}>
        {LL.login.submit()}
      </SubmitButton>
      {account && (
        <div className="site-form__links">
          <button
            type="button"
            className="site-link-button"
            onClick={() => account.recovery.open()}
          >
            {LL.login.recovery()}
          </button>
          <button
            type="button"
            className="site-link-button"
            onClick={() => account.register.open()}
          >
            {LL.login.signUp()}
          </button>
        </div>
      )}
    </form>
  );
}
