import { useId } from 'react';

/** Ids of a field's input and error, and the aria attributes that tie them together. */
export function useFieldIds(id: string | undefined, error: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return {
    inputId,
    errorId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  } as const;
}
