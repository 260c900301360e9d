import type { FaultRule, HttpFaultKind, HubFaultKind, HubName } from './fault.types';

export const httpKinds: readonly HttpFaultKind[] = [
  'latency',
  'http500',
  'fail',
  'malformed',
  'unauthorized',
  'network',
];
export const hubKinds: readonly HubFaultKind[] = ['drop', 'refuse'];
export const hubs: readonly (HubName | '*')[] = ['sbnotify', 'frnotify', '*'];

/**
 * Parses the fault notation of the CLI and the FAULTS variable:
 *
 *   <target>=<kind>[:<argument>][@<probability>][#<times>]
 *
 * target: a route (`user/balance`, `sportsbook/placeBet`), `*` for every route, `/regex/` for a
 * pattern on the full path, or `hub:sbnotify` / `hub:frnotify` / `hub:*`.
 * argument: the delay in ms for `latency`, the message for `fail`.
 * Examples: `user/balance=latency:1500`, `*=http500@0.1`, `cms/grouped=fail:Bakımdayız#2`,
 * `hub:sbnotify=drop`.
 */
export function parseFaultSpec(spec: string): FaultRule {
  const match = /^(.+?)=([a-z0-9]+)(?::([^@#]*))?(?:@([0-9.]+))?(?:#([0-9]+))?$/i.exec(spec.trim());
  if (!match)
    throw new Error(
      `Cannot read fault "${spec}": expected <target>=<kind>[:arg][@probability][#times]`,
    );
  const [, target = '', kindText = '', argument, probabilityText, timesText] = match;
  const timing = {
    ...(probabilityText !== undefined ? { probability: Number(probabilityText) } : {}),
    ...(timesText !== undefined ? { times: Number(timesText) } : {}),
  };

  if (target.startsWith('hub:')) {
    const hub = target.slice(4) as HubName | '*';
    const kind = kindText as HubFaultKind;
    if (!hubs.includes(hub)) throw new Error(`Unknown hub "${hub}" in fault "${spec}"`);
    if (!hubKinds.includes(kind))
      throw new Error(`Unknown hub fault "${kind}" in "${spec}" (drop, refuse)`);
    return { hub, kind, ...timing };
  }

  const kind = kindText as HttpFaultKind;
  if (!httpKinds.includes(kind))
    throw new Error(`Unknown fault "${kind}" in "${spec}" (${httpKinds.join(', ')})`);
  const regex = /^\/(.+)\/([a-z]*)$/.exec(target);
  const route = regex ? new RegExp(regex[1] ?? '', regex[2]) : target;
  const rule: FaultRule = { route, kind, ...timing };
  if (argument !== undefined && argument !== '') {
    if (kind === 'latency') rule.ms = Number(argument);
    else if (kind === 'fail') rule.message = argument;
  }
  return rule;
}

/** A comma-separated list of fault specs (the FAULTS environment variable). */
export function parseFaultList(list: string | undefined): FaultRule[] {
  if (!list) return [];
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseFaultSpec);
}

/** A rule as JSON (the RegExp as its source), for GET /dev/faults and logs. */
export function describeFault(rule: FaultRule): Record<string, unknown> {
  if ('route' in rule && rule.route instanceof RegExp)
    return { ...rule, route: String(rule.route) };
  return { ...rule };
}
