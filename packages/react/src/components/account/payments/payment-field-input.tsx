import type { PaymentField, PaymentResult, PaymentValues } from '@site/core/account';
import { useMemo } from 'react';
import type { FormBinding } from '../../../hooks/use-form';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useAfterPointerRelease } from '../../fields/after-pointer-release';
import { MaskedField } from '../../fields/masked-field';
import { paymentMask } from '../../fields/masks';
import { PasteButton } from '../../fields/paste-button';
import { SelectField } from '../../fields/select-field';
import { TextField } from '../../fields/text-field';
import { useFieldError } from '../../fields/use-field-error';

export type PaymentBinding = FormBinding<PaymentValues, PaymentResult>;

/**
 * One server-defined payment field: a select for Dropdown, a masked input when the core gives
 * a mask (money with ₺, the TR IBAN with a paste button, server patterns), else plain text.
 */
export function PaymentFieldInput({ field, form }: { field: PaymentField; form: PaymentBinding }) {
  const { LL } = useI18nContext();
  const errorOf = useFieldError();
  const afterRelease = useAfterPointerRelease();
  const mask = useMemo(() => paymentMask(field.mask), [field.mask]);
  const common = {
    // Prefixed: a server key such as `action`, `submit` or `toString` used as a form control's
    // name would overwrite that property of the <form> element (DOM clobbering).
    name: `detail.${field.key}`,
    label: field.label,
    value: form.values[field.key] ?? '',
    onValueChange: (value: string) => form.model.setField(field.key, value),
    onBlur: () => afterRelease(() => form.model.touch(field.key)),
    error: errorOf(form.errors[field.key]),
  };

  if (field.kind === 'Dropdown') {
    return (
      <SelectField
        {...common}
        placeholder={LL.fields.choose()}
        options={field.options.map((option) => ({ value: option.value, label: option.name }))}
      />
    );
  }
  const input = { placeholder: field.placeholder || undefined, inputMode: field.inputMode };
  if (!mask) return <TextField {...common} {...input} />;
  return (
    <MaskedField
      {...common}
      {...input}
      mask={mask}
      autoComplete="off"
      action={
        field.paste ? (
          <PasteButton fieldLabel={field.label} onPaste={common.onValueChange} />
        ) : undefined
      }
    />
  );
}
