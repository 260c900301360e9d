import { isHeaderHidden } from '@site/core/shell';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** Whether the header hides: the core's rule on the page's scroll position (past 100 px). */
export function useHeaderHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isHeaderHidden(window.scrollY),
    () => false,
  );
}
