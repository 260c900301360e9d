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

/**
 * Which window posted a message: the page itself (`window.postMessage`), the window framing
 * the page (`window.parent`, when the page runs in a frame), or any other (a child frame, an
 * opener, a popup, another tab's window).
 */
export type MessageSource = 'self' | 'parent' | 'other';

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
   * Messages posted to the window (e.g. `BOOTSTRAP_DATA`) with the sender's origin and which
   * window sent it, so a listener can refuse what another frame (a game iframe, a same-origin
   * page in another window) posts. A platform that does not say the source passes undefined,
   * which the SDK treats as `other`.
   */
  onWindowMessage(
    listener: (data: unknown, origin: string, source?: MessageSource) => void,
  ): () => void;
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
  /**
   * Storage of this tab only that survives a reload (sessionStorage in a browser): carries the
   * "your session ended" notice to the page a logout reloads. Optional: memory without it.
   */
  tabStorage?: KeyValueStorage;
  clock: Clock;
  platform: Platform;
  WebSocket: WebSocketPort | undefined;
}
