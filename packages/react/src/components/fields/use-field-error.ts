import type { FieldError } from '@site/core';
import { useCallback } from 'react';
import { useDisplayText } from '../../hooks/use-display-text';

/** Translates a core field error (a `validation.*` key with its numbers) for display. */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const show = useDisplayText();
  return useCallback((error) => (error ? show(error) : undefined), [show]);
}
