import type { AuthData, Envelope } from '@site/core';
import type { FastRegisterValues } from '@site/core/account';
import type { FormBinding } from '../../../hooks/use-form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormTextField } from '../../fields/form-fields';
import { PhoneField } from '../phone-field';

export type RegisterBinding<TValues extends FastRegisterValues = FastRegisterValues> = FormBinding<
  TValues,
  Envelope<AuthData>
>;

/** The fields both register tabs share: name, surname, username, e-mail, passwords, phone. */
export function PersonFields({ form }: { form: RegisterBinding }) {
  const { LL } = useI18nContext();
  return (
    <>
      <div className="site-form__row">
        <FormTextField
          form={form}
          name="name"
          label={LL.register.name()}
          autoComplete="given-name"
        />
        <FormTextField
          form={form}
          name="surname"
          label={LL.register.surname()}
          autoComplete="family-name"
        />
      </div>
      <FormTextField
        form={form}
        name="username"
        label={LL.register.username()}
        autoComplete="username"
      />
      <FormTextField
        form={form}
        name="email"
        label={LL.register.email()}
        type="email"
        autoComplete="email"
      />
      <div className="site-form__row">
        <FormTextField
          form={form}
          name="password"
          label={LL.register.password()}
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          form={form}
          name="password2"
          label={LL.register.password2()}
          type="password"
          autoComplete="new-password"
        />
      </div>
      <PhoneField form={form} label={LL.register.phone()} placeholder="+90 (5__) ___ __ __" />
    </>
  );
}
