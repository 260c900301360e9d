/** A timer handle as returned by the clock port; opaque to callers. */
export type TimerHandle = unknown;

/** Time and timers. Injected so tests can drive polling and delays with a manual clock. */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

/** The subset of the Web Storage API the SDK uses (localStorage in a browser). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** Browser facts and signals the SDK reacts to; every method is safe to call on a server. */
export interface Platform {
  /** Current origin (e.g. `https://site.example`), used to classify links. */
  origin(): string;
  isVisible(): boolean;
  isOnline(): boolean;
  /** Subscribes to page visibility changes; returns an unsubscribe function. */
  onVisibilityChange(listener: (visible: boolean) => void): () => void;
  onOnline(listener: () => void): () => void;
  /**
   * Messages posted to the window (e.g. `BOOTSTRAP_DATA`) with the sender's origin, so a
   * listener can refuse what another frame (a game iframe, say) posts.
   */
  onWindowMessage(listener: (data: unknown, origin: string) => void): () => void;
  /**
   * Another tab of the site changed the storage (the `storage` event): the key, or null when
   * it cleared everything. Optional: without it a tab does not hear about the others.
   */
  onStorage?(listener: (key: string | null) => void): () => void;
}

export type FetchPort = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/** A constructor compatible with the browser `WebSocket`, handed to the real-time client. */
export type WebSocketPort = new (url: string | URL, protocols?: string | string[]) => WebSocket;

export interface SiteEnv {
  fetch: FetchPort;
  storage: KeyValueStorage;
  clock: Clock;
  platform: Platform;
  WebSocket: WebSocketPort | undefined;
}
