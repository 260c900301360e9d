import type { WebSocketPort } from '../env/ports';
import type { HubName } from './realtime.types';

/**
 * The part of a SignalR `HubConnection` the site uses. The real one comes from
 * `createSignalrClient`; tests (and other transports) can supply their own.
 */
export interface HubClient {
  /** SignalR's `HubConnectionState` value. */
  readonly state: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  on(method: string, handler: (...args: unknown[]) => void): void;
  onclose(callback: (error?: Error) => void): void;
  onreconnecting(callback: (error?: Error) => void): void;
  onreconnected(callback: (connectionId?: string) => void): void;
}

export interface HubClientConfig {
  hub: HubName;
  /** Absolute http(s) URL of the hub, `x-fingerprint` in the query. */
  url: string;
  /** The player's token, read at every (re)connect. */
  accessToken(): string;
  /** The env port; undefined leaves the choice to the client. */
  WebSocket: WebSocketPort | undefined;
  reconnectDelays: readonly number[];
  serverTimeoutMs: number;
  keepAliveMs: number;
}

/** Builds an unstarted hub client. Asynchronous so the SignalR code can load on demand. */
export type HubClientFactory = (config: HubClientConfig) => Promise<HubClient>;
