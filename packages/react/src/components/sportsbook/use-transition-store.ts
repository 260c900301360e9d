import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

/**
 * A store's value, updated in a transition: a bet slip toggle presses its odds button in the
 * click's own commit (a synchronous store), and the slip column, its tabs and count badges
 * follow in a transition React renders after the browser painted the button. Not for the
 * value of a controlled input (typing must stay synchronous).
 */
export function useTransitionStore<T>(store: ReadableAtom<T>): T {
  const [state, setState] = useState(() => ({ store, value: store.get() }));
  useEffect(() => {
    const sync = () => {
      const value = store.get();
      startTransition(() =>
        setState((now) =>
          now.store === store && Object.is(now.value, value) ? now : { store, value },
        ),
      );
    };
    // A change between the render and this effect is caught up here.
    sync();
    return store.listen(sync);
  }, [store]);
  return state.store === store ? state.value : store.get();
}
