import { useStore } from '@nanostores/react';
import type { FieldErrors, FormModel } from '@site/core';
import { useInputValue } from './use-input-value';

export interface FormBinding<TValues extends Record<string, unknown>, TResult> {
  values: TValues;
  errors: FieldErrors<TValues>;
  valid: boolean;
  submitting: boolean;
  model: FormModel<TValues, TResult>;
}

const sameValues = <T>(values: T): T => values;

/**
 * Binds a core form model: the component renders; rules and submit live in the core. The
 * values follow the store from the commit that shows the fields (`useInputValue`), so a field
 * typed into the moment it appears (a payment form after its details load) keeps every key.
 */
export function useForm<TValues extends Record<string, unknown>, TResult>(
  model: FormModel<TValues, TResult>,
): FormBinding<TValues, TResult> {
  return {
    values: useInputValue(model.$values, sameValues<TValues>),
    errors: useStore(model.$visibleErrors),
    valid: useStore(model.$valid),
    submitting: useStore(model.$submitting),
    model,
  };
}
