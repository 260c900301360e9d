import { createMemoryStorage } from '../kernel/env/memory-storage';
import type {
  FetchPort,
  MessageSource,
  Platform,
  SiteEnv,
  WebSocketPort,
} from '../kernel/env/ports';
import { createManualClock, type ManualClock } from './manual-clock';
import { createRouteFetch, type RouteFetch, type RouteHandler } from './route-fetch';

export interface TestPlatform extends Platform {
  setVisible(visible: boolean): void;
  goOnline(): void;
  /**
   * Posts a window message; the origin defaults to the page's own, the sender to the page
   * itself (`'self'`; `'parent'` for the framing page, `'other'` for any other window).
   */
  postMessage(data: unknown, origin?: string, source?: MessageSource): void;
  /** What a browser does when another tab writes the shared storage (null: cleared). */
  storageChangedElsewhere(key: string | null): void;
}

function createTestPlatform(origin: string): TestPlatform {
  let visible = true;
  const visibility = new Set<(visible: boolean) => void>();
  const online = new Set<() => void>();
  const messages = new Set<(data: unknown, origin: string, source?: MessageSource) => void>();
  const storageListeners = new Set<(key: string | null) => void>();
  const subscribe =
    <T>(set: Set<T>) =>
    (listener: T) => {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    };
  return {
    origin: () => origin,
    isVisible: () => visible,
    isOnline: () => true,
    onVisibilityChange: subscribe(visibility),
    onOnline: subscribe(online),
    onWindowMessage: subscribe(messages),
    onStorage: subscribe(storageListeners),
    setVisible(next) {
      visible = next;
      for (const listener of [...visibility]) listener(next);
    },
    goOnline() {
      for (const listener of [...online]) listener();
    },
    postMessage(data, from = origin, source = 'self') {
      for (const listener of [...messages]) listener(data, from, source);
    },
    storageChangedElsewhere(key) {
      for (const listener of [...storageListeners]) listener(key);
    },
  };
}

export interface TestEnv extends SiteEnv {
  storage: ReturnType<typeof createMemoryStorage>;
  tabStorage: ReturnType<typeof createMemoryStorage>;
  clock: ManualClock;
  platform: TestPlatform;
  /** The route-table fetch, unless a fetch was given. */
  routes: RouteFetch;
}

/**
 * Ports for tests: memory storage, a manual clock, a route-table fetch (or any fetch, e.g. the
 * in-process dev server's) and a scriptable platform.
 */
export function createTestEnv(
  options: {
    routes?: Record<string, RouteHandler>;
    fetch?: FetchPort;
    /** Initial keys, or a storage to share with another test env (two tabs of one site). */
    storage?: Record<string, string> | ReturnType<typeof createMemoryStorage>;
    /** This tab's storage (sessionStorage); pass the one of an earlier env to model a reload. */
    tabStorage?: ReturnType<typeof createMemoryStorage>;
    origin?: string;
    WebSocket?: WebSocketPort;
  } = {},
): TestEnv {
  const routes = createRouteFetch(options.routes);
  return {
    fetch: options.fetch ?? routes,
    routes,
    storage:
      options.storage && 'getItem' in options.storage
        ? (options.storage as ReturnType<typeof createMemoryStorage>)
        : createMemoryStorage(options.storage as Record<string, string> | undefined),
    tabStorage: options.tabStorage ?? createMemoryStorage(),
    clock: createManualClock(),
    platform: createTestPlatform(options.origin ?? 'http://site.test'),
    WebSocket: options.WebSocket,
  };
}
