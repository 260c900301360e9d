import { type RefObject, useEffect, useRef, useState } from 'react';
import { useIMask } from 'react-imask';
import type { MaskSpec } from './masks';

export interface ImaskBinderProps {
  input: RefObject<HTMLInputElement | null>;
  spec: MaskSpec;
  value: string;
  onValueChange(value: string): void;
  /** Called once the mask is on the input: from then on the mask reports every change. */
  onAttach(): void;
}

/**
 * Attaches react-imask to an input that is already on screen (loaded lazily, renders nothing):
 * the field keeps one element, so focus and typed text survive the mask arriving.
 */
export default function ImaskBinder({
  input,
  spec,
  value,
  onValueChange,
  onAttach,
}: ImaskBinderProps) {
  const onChange = useRef(onValueChange);
  onChange.current = onValueChange;
  // A field's mask does not change; fixed options keep react-imask from re-applying them.
  const [options] = useState(() => spec.options);
  const read = (mask: { value: string; unmaskedValue: string }) =>
    spec.value === 'masked' ? mask.value : mask.unmaskedValue;

  const { maskRef } = useIMask(options, {
    ref: input,
    onAccept: (_shown, mask) => onChange.current(read(mask)),
  });

  // On attaching, the element is the truth: it holds what was typed before the mask arrived
  // (possibly a keystroke newer than this render's `value`), now masked; the model gets that.
  // From then on a changed `value` is the model speaking (a reset, a cleared code, a paste)
  // and is written into the mask. Runs after every render; it writes only on a change.
  const attached = useRef(false);
  const synced = useRef(value);
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask) return;
    if (!attached.current) {
      attached.current = true;
      onAttach();
    } else if (synced.current !== value && read(mask) !== value) {
      if (spec.value === 'masked') mask.value = value;
      else mask.unmaskedValue = value;
    }
    synced.current = value;
    // What the mask made of it (a pasted IBAN grouped, digits with the 90 prefix) goes back to
    // the model; imask fires accept only when the shown text changed, so this is no repeat.
    if (read(mask) !== value) onChange.current(read(mask));
  });

  return null;
}
