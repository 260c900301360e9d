import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves focus into a multi-step view when its step changes: to the element marked
 * `data-step-focus` (a result heading), else to the first usable control. The first render
 * is left to the dialog, which focuses its first control itself.
 */
export function useStepFocus<TElement extends HTMLElement>(step: unknown) {
  const ref = useRef<TElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    const root = ref.current;
    const target =
      root?.querySelector<HTMLElement>('[data-step-focus]') ??
      root?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [step]);
  return ref;
}
