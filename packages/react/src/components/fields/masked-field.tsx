import {
  type ComponentType,
  type InputHTMLAttributes,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
} from 'react';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';
import type { ImaskBinderProps } from './imask-binder';
import type { MaskSpec } from './masks';
import { useFieldIds } from './use-field-ids';

// imask is loaded on first use, so the site's first page does not pay for it.
const loadBinder = () => import('./imask-binder');
const LazyBinder = lazy(loadBinder);
let LoadedBinder: ComponentType<ImaskBinderProps> | undefined;

/** Starts loading the mask library early (e.g. when a dialog with masked fields opens). */
export function preloadMasks(): void {
  void loadBinder().then((module) => {
    LoadedBinder = module.default;
  });
}

export interface MaskedFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'defaultValue'> {
  label: string;
  /** Mask options as data (see masks.ts) and which value the model holds. */
  mask: MaskSpec;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  /** Something beside the input, e.g. a paste button. */
  action?: ReactNode;
}

/**
 * A labelled input with an imask mask (phone, SMS code, IBAN, money). Until the mask library
 * has loaded the input works unmasked; then the mask attaches to the same element.
 */
export function MaskedField({
  label,
  mask,
  value,
  onValueChange,
  error,
  action,
  id,
  ...input
}: MaskedFieldProps) {
  const { inputId, errorId, aria } = useFieldIds(id, error);
  const ref = useRef<HTMLInputElement>(null);
  const Binder = LoadedBinder ?? LazyBinder;

  // Before the mask attaches, the uncontrolled input still follows the model.
  const attached = useRef(false);
  useEffect(() => {
    if (!attached.current && ref.current && ref.current.value !== value) ref.current.value = value;
  }, [value]);

  return (
    <div className="site-field" data-invalid={error ? '' : undefined}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="site-field__control">
        <input
          {...input}
          {...aria}
          ref={ref}
          id={inputId}
          className="site-field__input"
          defaultValue={value}
          onChange={(event) => {
            if (!attached.current) onValueChange(event.target.value);
          }}
        />
        {action}
      </div>
      <Suspense fallback={null}>
        <Binder
          input={ref}
          spec={mask}
          value={value}
          onValueChange={onValueChange}
          onAttach={() => {
            attached.current = true;
          }}
        />
      </Suspense>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
