import type { ReadableAtom } from 'nanostores';
import { useLayoutEffect, useState } from 'react';

/**
 * The text of a controlled input, read from a store (`read` picks it; keep it stable) and
 * followed from the very commit that shows the input. `useSyncExternalStore` (and `useStore`)
 * subscribe in an effect React runs after that commit, a frame or more later on a busy page: a
 * keystroke in between changes the store but re-renders nothing, React puts the box back to its
 * last rendered text, and the next keystroke builds on that, so the first ones are lost. A
 * layout effect subscribes before the browser can deliver any keystroke.
 */
export function useInputValue<T>(store: ReadableAtom<T>, read: (value: T) => string): string {
  const [text, setText] = useState(() => read(store.get()));
  useLayoutEffect(() => {
    const sync = () => setText(read(store.get()));
    sync(); // a change between the render and this commit
    return store.listen(sync);
  }, [store, read]);
  return text;
}
