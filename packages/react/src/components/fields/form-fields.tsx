import type { FormBinding } from '../../hooks/use-form';
import { useAfterPointerRelease } from './after-pointer-release';
import { MaskedField, type MaskedFieldProps } from './masked-field';
import { TextField, type TextFieldProps } from './text-field';
import { useFieldError } from './use-field-error';

/** The names of a form's text fields. */
export type TextKeys<TValues> = {
  [K in keyof TValues & string]: TValues[K] extends string ? K : never;
}[keyof TValues & string];

interface Bound<TValues extends Record<string, unknown>, TResult> {
  form: FormBinding<TValues, TResult>;
  name: TextKeys<TValues>;
}

// `form` is also an input attribute (the id of a <form>); here it is the bound model.
type Unbound = 'value' | 'onValueChange' | 'error' | 'name' | 'form';

/** Binds one field of a core form model: value, change, touched-on-blur and its error. */
function useBoundField<TValues extends Record<string, unknown>, TResult>({
  form,
  name,
}: Bound<TValues, TResult>) {
  const errorOf = useFieldError();
  const afterRelease = useAfterPointerRelease();
  return {
    name,
    value: form.values[name] as string,
    onValueChange: (value: string) => form.model.setField(name, value as TValues[typeof name]),
    onBlur: () => afterRelease(() => form.model.touch(name)),
    error: errorOf(form.errors[name]),
  };
}

/** A TextField bound to a form model field. */
export function FormTextField<TValues extends Record<string, unknown>, TResult>({
  form,
  name,
  ...props
}: Bound<TValues, TResult> & Omit<TextFieldProps, Unbound>) {
  return <TextField {...props} {...useBoundField({ form, name })} />;
}

/** A MaskedField bound to a form model field. */
export function FormMaskedField<TValues extends Record<string, unknown>, TResult>({
  form,
  name,
  ...props
}: Bound<TValues, TResult> & Omit<MaskedFieldProps, Unbound>) {
  return <MaskedField {...props} {...useBoundField({ form, name })} />;
}
