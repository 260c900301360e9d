import type { CasinoOptions } from './casino';
import type { FaultRule } from './faults/fault.types';
import type { SportsbookOptions } from './sportsbook';
import type { Timers } from './support/clock';

export interface DevServerOptions {
  /** Seeds every generated datum and probabilistic fault. Default 1. */
  seed?: number;
  /** The clock for token expiry and timestamps. Default Date.now. */
  now?: () => number;
  /** Timers for hub pings, fault latency and simulators. Default the global ones (fake-able). */
  timers?: Timers;
  /** Lifetime of an anonymous token. Default 1 hour. */
  anonymousTokenTtlMs?: number;
  /** Lifetime of a player token. Default 8 hours. */
  playerTokenTtlMs?: number;
  /** Receives one line per notable event (logins, SMS codes, faults). Default silent. */
  log?: (line: string) => void;
  /** Fault rules active from the start. */
  faults?: FaultRule[];
  /**
   * Origin used in absolute URLs to pages and images the server hosts (payment page, game pages,
   * slider art). Default: startDevServer's own URL, or in process the origin of each request.
   */
  publicUrl?: string;
  /**
   * Browser origins besides the server's own that may use /dev/* (the demo site, e.g.
   * `http://127.0.0.1:5173`). Any other Origin gets 403 there. Default none.
   */
  devOrigins?: readonly string[];
  /**
   * Browser origins of the site that may call /api/* and /sbapi/api/* (CORS); any other Origin
   * gets 403. Exact origins, or `scheme://host:*` for any port. Default: loopback on any port
   * (`DEFAULT_SITE_ORIGINS`: the demo through Vite's proxy, Storybook). The server's own origin
   * is always allowed. Requests without Origin (Node, curl) are not affected.
   */
  siteOrigins?: readonly string[];
  /**
   * Host names (or origins) the listening server answers besides loopback names and the hosts
   * of `publicUrl`, `siteOrigins`, `devOrigins` and a specific listen address; any other Host
   * gets 403 on every request and hub upgrade (DNS rebinding). startDevServer only.
   */
  allowedHosts?: readonly string[];
  /** Interval of the hubs' type 6 pings. Default 10 000 ms (the client times out after 30 s). */
  hubPingIntervalMs?: number;
  /** Delay before a message-flow deposit is credited and a withdrawal confirmed. Default 5000 ms. */
  paymentSettleMs?: number;
  /** Sportsbook tunables: event counts, odds changes per second (200), storm rate (5000), tick… */
  sportsbook?: SportsbookOptions;
  /** Casino tunables: `publicBase` for launch and image URLs (default `publicUrl` + '/api/', else '/api/'). */
  casino?: CasinoOptions;
  /** bootstrap trialBonusAmount; 0 hides the trial-bonus checkbox. Default 250. */
  trialBonusAmount?: number;
}

export const defaults = {
  seed: 1,
  anonymousTokenTtlMs: 60 * 60 * 1000,
  playerTokenTtlMs: 8 * 60 * 60 * 1000,
  hubPingIntervalMs: 10_000,
  trialBonusAmount: 250,
  paymentSettleMs: 5000,
} as const;
