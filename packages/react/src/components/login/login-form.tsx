import type { FieldError } from '@site/core';
import type { FormEvent } from 'react';
import { useDisplayText } from '../../hooks/use-display-text';
import { useForm } from '../../hooks/use-form';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { TextField } from '../fields/text-field';

/** The login form: fields bound to the core's login form model (rules, submit, toasts). */
export function LoginForm() {
  const { LL } = useI18nContext();
  const site = useSite();
  const { values, errors, submitting, model } = useForm(site.forms.login);
  const show = useDisplayText();
  const errorOf = (error: FieldError | undefined) => (error ? show(error) : undefined);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit();
  };

  return (
    <form className="site-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={LL.login.username()}
        name="username"
        autoComplete="username"
        value={values.username}
        onValueChange={(value) => model.setField('username', value)}
        onBlur={() => model.touch('username')}
        error={errorOf(errors.username)}
      />
      <TextField
        label={LL.login.password()}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValueChange={(value) => model.setField('password', value)}
        onBlur={() => model.touch('password')}
        error={errorOf(errors.password)}
      />
      <button
        type="submit"
        className="site-button site-button--primary site-form__submit"
        disabled={submitting}
        aria-busy={submitting}
      >
        {submitting ? (
          <>
            <span className="site-spinner" aria-hidden="true" />
            {LL.login.submitting()}
          </>
        ) : (
          LL.login.submit()
        )}
      </button>
    </form>
  );
}
