import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far beyond the viewport an element counts as near: a screen's height (and width) each way. */
const NEAR_MARGIN = '100%';

/**
 * Whether the element under `ref` has come within about a screen of the viewport: false in the
 * server render and at hydration (the markup matches), true from the first intersection on, and
 * true for good after that. The observer's first report comes after the frame that laid the page
 * out, so whatever waits for `near` (a rail's slider, which measures every slide) stays out of
 * the page's first paint. Without IntersectionObserver everything counts as near.
 */
export function useNearScreen<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
