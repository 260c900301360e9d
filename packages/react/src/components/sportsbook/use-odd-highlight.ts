import type { OddState } from '@site/core/sportsbook';
import type { ReadableAtom } from 'nanostores';
import { type RefObject, useLayoutEffect, useRef } from 'react';

export interface OddHighlightOptions {
  store: ReadableAtom<OddState>;
  button: RefObject<HTMLButtonElement | null>;
  /** The button's price box: its first child is the price's text node (rendered by React). */
  rate: RefObject<HTMLElement | null>;
  /** The price text for a state, in the chosen format. */
  price: (state: OddState) => string;
  /** The accessible name for a state: the visible text, the change word, the context. */
  name: (state: OddState) => string;
  /** False while the odd is locked (no button rendered). */
  enabled: boolean;
  /** Called for a pushed change (a new direction, or a new rate with a direction). */
  onChange?: (state: OddState) => void;
}

/**
 * Paints an odd's pushes straight onto its button: the price text, `data-direction` (the CSS
 * highlight and the ▲/▼ arrow) and the accessible name with the change word. The highlight
 * comes with a push and goes 3 s later by itself; doing all of it without React makes a batch
 * of 200 pushes cost about what direct DOM writes cost (issue 24: the odds bench's floor).
 * The price's text node is React's own, changed in place: a later render reads the store and
 * writes the same text. The button does not render `aria-label` or `data-direction`: only this
 * hook writes them.
 */
export function useOddHighlight(options: OddHighlightOptions): void {
  const { store, button, rate, enabled } = options;
  const latest = useRef(options);
  latest.current = options;
  // The name and price change with the format and language: the effect re-runs with them.
  const { name, price } = options;
  useLayoutEffect(() => {
    const element = enabled ? button.current : null;
    if (!element) return;
    let previous: OddState | undefined;
    return store.subscribe((state) => {
      const text = rate.current?.firstChild;
      if (text?.nodeType === Node.TEXT_NODE) {
        const shown = price(state);
        if ((text as Text).data !== shown) (text as Text).data = shown;
      }
      const { direction } = state;
      // setAttribute, not `dataset`: the DOMStringMap setter showed in the batch profiles.
      if (previous?.direction !== direction) {
        if (direction) element.setAttribute('data-direction', direction);
        else element.removeAttribute('data-direction');
      }
      element.setAttribute('aria-label', name(state));
      const pushed =
        previous !== undefined &&
        direction !== null &&
        (previous.direction !== direction || previous.rate !== state.rate);
      previous = state;
      if (pushed) latest.current.onChange?.(state);
    });
  }, [store, button, rate, enabled, name, price]);
}
