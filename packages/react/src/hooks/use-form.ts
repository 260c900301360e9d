import { useStore } from '@nanostores/react';
import type { FieldErrors, FormModel } from '@site/core';

export interface FormBinding<TValues extends Record<string, unknown>, TResult> {
  values: TValues;
  errors: FieldErrors<TValues>;
  valid: boolean;
  submitting: boolean;
  model: FormModel<TValues, TResult>;
}

/** Binds a core form model: the component renders; rules and submit live in the core. */
export function useForm<TValues extends Record<string, unknown>, TResult>(
  model: FormModel<TValues, TResult>,
): FormBinding<TValues, TResult> {
  return {
    values: useStore(model.$values),
    errors: useStore(model.$visibleErrors),
    valid: useStore(model.$valid),
    submitting: useStore(model.$submitting),
    model,
  };
}
