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

/** A chunk that holds several route screens: its screens load, and count as loaded, together. */
export interface RouteChunk<M> {
  /** A screen of the chunk, picked from the chunk's module. */
  screen<P extends object>(pick: (chunk: M) => ComponentType<P>): LazyRoute<P>;
  /** Loads the chunk and marks every screen of it as loaded. */
  preload(): Promise<void>;
}

/**
 * Groups the screens of one chunk. A screen that loaded alone would leave its siblings
 * unmarked: the server render of a sibling's path would show its loading box, and a later
 * move to a sibling would flash it for a frame.
 */
export function routeChunk<M>(load: () => Promise<M>): RouteChunk<M> {
  const screens: LazyRoute<object>[] = [];
  let module: Promise<M> | undefined;
  const preload = async () => {
    await Promise.all(screens.map((screen) => screen.preload()));
  };
  return {
    screen<P extends object>(pick: (chunk: M) => ComponentType<P>) {
      const screen = lazyRoute(async () => {
        module ??= load();
        const loaded = await module;
        // The siblings' preloads find the module here: no second request, no wait.
        void preload();
        return pick(loaded);
      });
      screens.push(screen as unknown as LazyRoute<object>);
      return screen;
    },
    preload,
  };
}

/** The space of a page whose chunk is on its way: no text, announced as busy. */
export function RouteLoading() {
  return <div className="demo-route-loading" role="status" aria-busy="true" />;
}
