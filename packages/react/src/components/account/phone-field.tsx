import type { FormBinding } from '../../hooks/use-form';
import { FormMaskedField, type TextKeys } from '../fields/form-fields';
import { PHONE_FIELD_MASK } from './masks';

/**
 * The phone input of every account form (register, both phone verifications): the core's mask
 * with prefix 90 and ten digits, a phone keyboard and autofill of the user's number.
 */
export function PhoneField<TValues extends { phone: string }, TResult>({
  form,
  label,
  disabled,
  placeholder,
}: {
  form: FormBinding<TValues, TResult>;
  label: string;
  disabled?: boolean;
  placeholder?: string;
}) {
  return (
    <FormMaskedField
      form={form}
      // Every form passed here has a string `phone`; TS cannot see that through the generic.
      name={'phone' as TextKeys<TValues>}
      label={label}
      mask={PHONE_FIELD_MASK}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...(disabled === undefined ? {} : { disabled })}
      {...(placeholder === undefined ? {} : { placeholder })}
    />
  );
}
