import type { FaultRule, HttpFaultKind, HubFaultKind } from './fault.types';
import { httpKinds, hubKinds, hubs, parseFaultSpec } from './fault-spec';

// The same kinds and hubs the CLI notation accepts.
const httpKindSet = new Set<string>(httpKinds);
const hubKindSet = new Set<string>(hubKinds);
const hubTargets = new Set<string>(hubs);

const own = (value: object, key: string): unknown =>
  Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;

function timing(body: object) {
  const times = own(body, 'times');
  const probability = own(body, 'probability');
  if (times !== undefined && !(Number.isInteger(times) && (times as number) > 0))
    throw new Error('"times" must be a positive whole number');
  if (
    probability !== undefined &&
    !(typeof probability === 'number' && probability >= 0 && probability <= 1)
  )
    throw new Error('"probability" must be a number from 0 to 1');
  return {
    ...(times !== undefined ? { times: times as number } : {}),
    ...(probability !== undefined ? { probability: probability as number } : {}),
  };
}

/**
 * A fault rule from a POST /dev/faults body: `{spec: "user/balance=latency:1500"}` or a rule
 * object. Only known fields of the right type are copied, so a malformed rule (no route, a
 * `__proto__` key) is refused here instead of breaking every later API call.
 */
export function parseFaultRule(body: unknown): FaultRule {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Error('Send {spec} or a rule object');
  const spec = own(body, 'spec');
  if (typeof spec === 'string') return parseFaultSpec(spec);
  const kind = own(body, 'kind');
  const hub = own(body, 'hub');
  if (hub !== undefined) {
    if (typeof hub !== 'string' || !hubTargets.has(hub))
      throw new Error('"hub" must be sbnotify, frnotify or *');
    if (typeof kind !== 'string' || !hubKindSet.has(kind))
      throw new Error('A hub fault "kind" is drop or refuse');
    return { hub: hub as 'sbnotify', kind: kind as HubFaultKind, ...timing(body) };
  }
  const route = own(body, 'route');
  if (typeof route !== 'string' || route.length === 0)
    throw new Error('"route" must be a route name, a full path or *');
  if (typeof kind !== 'string' || !httpKindSet.has(kind))
    throw new Error(`"kind" must be one of ${httpKinds.join(', ')}`);
  const method = own(body, 'method');
  const ms = own(body, 'ms');
  const message = own(body, 'message');
  if (method !== undefined && typeof method !== 'string') throw new Error('"method" is a string');
  if (ms !== undefined && !(typeof ms === 'number' && ms >= 0 && ms <= 600_000))
    throw new Error('"ms" must be 0 to 600000');
  if (message !== undefined && typeof message !== 'string')
    throw new Error('"message" is a string');
  return {
    route,
    kind: kind as HttpFaultKind,
    ...timing(body),
    ...(method !== undefined ? { method: method as string } : {}),
    ...(ms !== undefined ? { ms: ms as number } : {}),
    ...(message !== undefined ? { message: message as string } : {}),
  };
}
