import type { SiteError } from '../errors/site-error';

/** The two hubs of spec 000 §7: account events (frnotify) and sportsbook events (sbnotify). */
export type HubName = 'frnotify' | 'sbnotify';
export const HUB_NAMES: readonly HubName[] = ['frnotify', 'sbnotify'];

/** Default hub paths, resolved against the site's baseUrl like the HTTP bases. */
export const DEFAULT_HUB_PATHS: Readonly<Record<HubName, string>> = {
  frnotify: 'hub/frnotify',
  sbnotify: 'hub/sbnotify',
};

/** Spec 000 §7: retry at once, then after 2 s, 10 s and 30 s, then stop. */
export const RECONNECT_DELAYS_MS: readonly number[] = [0, 2000, 10_000, 30_000];
/** SignalR's defaults, pinned: the link drops after 30 s without a server message. */
export const SERVER_TIMEOUT_MS = 30_000;
/** SignalR's defaults, pinned: the client pings every 15 s when it has nothing else to send. */
export const KEEP_ALIVE_MS = 15_000;

/** Connection states of spec 000 §4 (the names of SignalR's `HubConnectionState`). */
export type HubState =
  | 'Disconnected'
  | 'Connecting'
  | 'Connected'
  | 'Disconnecting'
  | 'Reconnecting';

export interface HubLinkState {
  state: HubState;
  /**
   * Beyond the spec: the client used up its reconnect delays and stopped. The link tries again
   * when the page becomes visible, the network comes back, or `reconnect()` is called.
   */
  gaveUp: boolean;
}

/** Spec 000 §4 link events. Socket failures carry no user message; the UI may ignore them. */
export interface RealtimeEvents extends Record<string, unknown> {
  /** A connection attempt failed, or a push was malformed (and dropped). */
  error: { hub: HubName; error: SiteError };
  /** An open connection was lost; `reconnecting` is false once the client has given up. */
  disconnect: { hub: HubName; error: SiteError | undefined; reconnecting: boolean };
  /**
   * The link is back after a loss or a failed attempt. Pushes may have been missed meanwhile,
   * so data fed by pushes should be re-fetched (the notifications module does).
   */
  reconnected: { hub: HubName };
}
