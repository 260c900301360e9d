import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';

/** A fixed width for everything below (stories, tests, a server render that knows the device). */
const ViewportWidthContext = createContext<number | null>(null);

export function ViewportWidthProvider({ width, children }: { width: number; children: ReactNode }) {
  return <ViewportWidthContext.Provider value={width}>{children}</ViewportWidthContext.Provider>;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
// Read once and then on each resize: `innerWidth` lays the page out first when the DOM has
// changed, and React asks for the width on every render of every component that uses it (a
// forced layout per render while a page is being built).
let knownWidth: number | null = null;
const windowWidth = () => {
  if (knownWidth === null) {
    knownWidth = window.innerWidth;
    // Registered before any component's listener, so it has updated when they read.
    window.addEventListener('resize', () => {
      knownWidth = window.innerWidth;
    });
  }
  return knownWidth;
};
// A server render has no window: render the desktop layout, the browser corrects it.
const serverWidth = () => 1280;

/**
 * The viewport width the core's layout rules take (`isMobileWidth`, `showsHamburger`,
 * `sideMenu(width)`): the window's, following resizes, unless a ViewportWidthProvider fixes it.
 */
export function useViewportWidth(): number {
  const fixed = useContext(ViewportWidthContext);
  const live = useSyncExternalStore(
    fixed === null ? subscribe : noSubscription,
    fixed === null ? windowWidth : serverWidth,
    serverWidth,
  );
  return fixed ?? live;
}

const noSubscription = () => () => {};
