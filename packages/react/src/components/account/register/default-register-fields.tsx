import { useStore } from '@nanostores/react';
import type { FullRegisterValues } from '@site/core/account';
import { useAccountSite } from '../../../hooks/use-account-site';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useAfterPointerRelease } from '../../fields/after-pointer-release';
import { FormTextField } from '../../fields/form-fields';
import { SelectField } from '../../fields/select-field';
import { useFieldError } from '../../fields/use-field-error';
import type { RegisterBinding } from './person-fields';

/** Default Register's extra fields: TC No, birth date as day / month / year, country. */
export function DefaultRegisterFields({ form }: { form: RegisterBinding<FullRegisterValues> }) {
  const { LL } = useI18nContext();
  const afterRelease = useAfterPointerRelease();
  const countries = useStore(useAccountSite().account.register.$countries);
  const errorOf = useFieldError();
  const digits = { inputMode: 'numeric', pattern: '[0-9]*' } as const;
  return (
    <>
      <FormTextField
        form={form}
        name="personalNo"
        label={LL.register.personalNo()}
        maxLength={11}
        {...digits}
      />
      <fieldset className="site-fieldset">
        <legend className="site-field__label">{LL.register.birthDate()}</legend>
        <div className="site-form__row site-form__row--date">
          <FormTextField
            form={form}
            name="birthDay"
            label={LL.register.birthDay()}
            placeholder={LL.register.birthDayPlaceholder()}
            maxLength={2}
            autoComplete="bday-day"
            {...digits}
          />
          <FormTextField
            form={form}
            name="birthMonth"
            label={LL.register.birthMonth()}
            placeholder={LL.register.birthMonthPlaceholder()}
            maxLength={2}
            autoComplete="bday-month"
            {...digits}
          />
          <FormTextField
            form={form}
            name="birthYear"
            label={LL.register.birthYear()}
            placeholder={LL.register.birthYearPlaceholder()}
            maxLength={4}
            autoComplete="bday-year"
            {...digits}
          />
        </div>
      </fieldset>
      <SelectField
        label={LL.register.country()}
        name="country"
        value={form.values.country === null ? '' : String(form.values.country)}
        placeholder={LL.fields.choose()}
        options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
        onValueChange={(value) => form.model.setField('country', value ? Number(value) : null)}
        onBlur={() => afterRelease(() => form.model.touch('country'))}
        error={errorOf(form.errors.country)}
        autoComplete="country"
      />
    </>
  );
}
