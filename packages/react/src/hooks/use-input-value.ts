import type { ReadableAtom } from 'nanostores';
import { useLayoutEffect, useState } from 'react';

/**
 * The value of a controlled input (or a form's values), read from a store (`read` picks it;
 * keep it stable) and followed from the very commit that shows the input.
 * `useSyncExternalStore` (and `useStore`) subscribe in an effect React runs after that commit,
 * a frame or more later on a busy page: a keystroke in between changes the store but
 * re-renders nothing, React puts the box back to its last rendered text, and the next keystroke
 * builds on that, so the first ones are lost. A layout effect subscribes before the browser can
 * deliver any keystroke.
 */
export function useInputValue<T, V>(store: ReadableAtom<T>, read: (value: T) => V): V {
  const [value, setValue] = useState(() => read(store.get()));
  useLayoutEffect(() => {
    // A function value would be taken for an updater: wrapped, it is stored as it is.
    const sync = () => setValue(() => read(store.get()));
    sync(); // a change between the render and this commit
    return store.listen(sync);
  }, [store, read]);
  return value;
}
