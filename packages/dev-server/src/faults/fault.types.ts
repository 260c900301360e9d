/** Where a fault applies and how often. */
interface FaultTiming {
  /** Apply this many times, then forget the rule. Unlimited when omitted. */
  times?: number;
  /** Apply with this chance (0..1), drawn from the seeded PRNG. Always when omitted. */
  probability?: number;
}

export type HttpFaultKind =
  | 'latency'
  | 'http500'
  | 'fail'
  | 'malformed'
  | 'unauthorized'
  | 'network';

/**
 * A fault on API routes. `route` is the path after the base (`'user/balance'`,
 * `'sportsbook/placeBet'`), a full path (`'/sbapi/api/feed/eventlist'`), a RegExp tested
 * against the full path, or `'*'` for every API route. /dev/ routes are never faulted.
 */
export interface HttpFaultRule extends FaultTiming {
  route: string | RegExp;
  kind: HttpFaultKind;
  /** Only for this HTTP method (GET, POST); any method when omitted. */
  method?: string;
  /** `latency`: delay before the normal answer (default 1000 ms). */
  ms?: number;
  /** `fail`: the message of the `success: false` answer (default: a localised "Operation failed"). */
  message?: string;
}

export type HubName = 'sbnotify' | 'frnotify';
export type HubFaultKind = 'drop' | 'refuse';

/**
 * A fault on a hub. `refuse` answers the WebSocket upgrade with HTTP 503 (in memory: an error
 * then a close with code 1006). `drop` cuts connections without a close message (code 1006):
 * the open ones as soon as the rule is set, new ones right after their handshake. `times`
 * counts connections refused or cut.
 */
export interface HubFaultRule extends FaultTiming {
  hub: HubName | '*';
  kind: HubFaultKind;
}

export type FaultRule = HttpFaultRule | HubFaultRule;

export function isHubFault(rule: FaultRule): rule is HubFaultRule {
  return 'hub' in rule;
}
