import { createMemoryStorage } from './memory-storage';
import type { Clock, KeyValueStorage, Platform, SiteEnv } from './ports';

// Every global is read inside a lambda, at call time, so importing this module on a server
// (or in a test that swaps globals) touches nothing.

const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStorage {
  try {
    const storage = globalThis[kind];
    // Safari private mode and sandboxed iframes throw on access or on write.
    const probe = '__site_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return createMemoryStorage();
  }
}

const noop = () => () => {};

function browserPlatform(): Platform {
  const doc = globalThis.document as Document | undefined;
  const win = globalThis.window as Window | undefined;
  if (!doc || !win) {
    return {
      origin: () => 'http://localhost',
      isVisible: () => true,
      isOnline: () => true,
      onVisibilityChange: noop,
      onOnline: noop,
      onWindowMessage: noop,
      onStorage: noop,
    };
  }
  return {
    origin: () => win.location.origin,
    isVisible: () => doc.visibilityState !== 'hidden',
    isOnline: () => globalThis.navigator?.onLine !== false,
    onVisibilityChange(listener) {
      const handler = () => listener(doc.visibilityState !== 'hidden');
      doc.addEventListener('visibilitychange', handler);
      return () => doc.removeEventListener('visibilitychange', handler);
    },
    onOnline(listener) {
      win.addEventListener('online', listener);
      return () => win.removeEventListener('online', listener);
    },
    onWindowMessage(listener) {
      const handler = (event: MessageEvent) =>
        listener(
          event.data,
          event.origin,
          event.source === win
            ? 'self'
            : win.parent !== win && event.source === win.parent
              ? 'parent'
              : 'other',
        );
      win.addEventListener('message', handler);
      return () => win.removeEventListener('message', handler);
    },
    onStorage(listener) {
      const handler = (event: StorageEvent) => {
        // Only the local storage the SDK uses; sessionStorage events are another tab's own.
        if (event.storageArea === null || event.storageArea === win.localStorage) {
          listener(event.key);
        }
      };
      win.addEventListener('storage', handler);
      return () => win.removeEventListener('storage', handler);
    },
  };
}

/**
 * Browser defaults for every port not given, feature-detected; safe (inert) on a server. Only
 * missing ports are built, so a site with its own storage never touches localStorage.
 */
export function defaultEnv(given: Partial<SiteEnv> = {}): SiteEnv {
  return {
    fetch: given.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    storage: given.storage ?? browserStorage(),
    tabStorage: given.tabStorage ?? browserStorage('sessionStorage'),
    clock: given.clock ?? systemClock,
    platform: given.platform ?? browserPlatform(),
    WebSocket:
      'WebSocket' in given
        ? given.WebSocket
        : typeof globalThis.WebSocket === 'function'
          ? globalThis.WebSocket
          : undefined,
  };
}
