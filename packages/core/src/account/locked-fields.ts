import type { FormModel } from '../kernel/forms/form-model';

/**
 * A view of `form` whose `setField` ignores fields that are disabled right now, so a locked
 * field (the phone prefilled after registration) cannot change through any front end.
 */
export function withLockedFields<TValues extends Record<string, unknown>, TResult>(
  form: FormModel<TValues, TResult>,
  isLocked: (name: keyof TValues & string) => boolean,
): FormModel<TValues, TResult> {
  return {
    ...form,
    setField(name, value) {
      if (!isLocked(name)) form.setField(name, value);
    },
  };
}
