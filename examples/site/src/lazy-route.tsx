import { type ComponentType, lazy, Suspense, useState } from 'react';

/** A route screen in a chunk of its own: renders it, loading the chunk on first use. */
export interface LazyRoute<P extends object> {
  (props: P): React.JSX.Element;
  /**
   * Loads the chunk. Once it has loaded, the route renders its screen at once, with no
   * suspension: the server render and the browser's hydration await it first, so both render
   * the same markup (React's `renderToString` cannot wait for a `lazy` component).
   */
  preload(): Promise<void>;
}

/**
 * `React.lazy` that can be loaded ahead. The fallback holds the page's space (the page body
 * takes the first screen anyway), so nothing below it moves when the screen arrives.
 */
export function lazyRoute<P extends object>(load: () => Promise<ComponentType<P>>): LazyRoute<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((screen) => {
      loaded = screen;
    });
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module scope, like React.lazy.
  function Route(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded screen on a later
    // render would remount the screen and lose its state.
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={<RouteLoading />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return Object.assign(Route, { preload });
}

/** The space of a page whose chunk is on its way: no text, announced as busy. */
export function RouteLoading() {
  return <div className="demo-route-loading" role="status" aria-busy="true" />;
}
