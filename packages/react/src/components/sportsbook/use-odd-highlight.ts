import type { OddState } from '@site/core/sportsbook';
import type { ReadableAtom } from 'nanostores';
import { type RefObject, useLayoutEffect, useRef } from 'react';

export interface OddHighlightOptions {
  store: ReadableAtom<OddState>;
  button: RefObject<HTMLButtonElement | null>;
  /** The accessible name for a state: the visible text, the change word, the context. */
  name: (state: OddState) => string;
  /** False while the odd is locked (no button rendered). */
  enabled: boolean;
  /** Called for a pushed change (a new direction, or a new rate with a direction). */
  onChange?: (state: OddState) => void;
}

/**
 * Paints an odd's up/down highlight straight onto its button: `data-direction` (the CSS
 * highlight and the ▲/▼ arrow) and the accessible name with the change word. The
 * highlight comes with a push and goes 3 s later by itself; doing both without React keeps a
 * batch of 200 pushes to one re-render per new price, and the clearing to attribute writes.
 * The button does not render `aria-label` or `data-direction`: only this hook writes them.
 */
export function useOddHighlight(options: OddHighlightOptions): void {
  const { store, button, enabled } = options;
  const latest = useRef(options);
  latest.current = options;
  // The name changes with the format and language: the effect re-runs with `name`.
  const { name } = options;
  useLayoutEffect(() => {
    const element = enabled ? button.current : null;
    if (!element) return;
    let previous: OddState | undefined;
    return store.subscribe((state) => {
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
  }, [store, button, enabled, name]);
}
