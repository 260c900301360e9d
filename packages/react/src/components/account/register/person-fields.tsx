import type { AuthData, Envelope, FastRegisterValues } from '@site/core';
import type { FormBinding } from '../../../hooks/use-form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormMaskedField, FormTextField } from '../../fields/form-fields';
import { PHONE_FIELD_MASK } from '../masks';

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
      <FormMaskedField
        form={form}
        name="phone"
        label={LL.register.phone()}
        mask={PHONE_FIELD_MASK}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+90 (5__) ___ __ __"
      />
    </>
  );
}
