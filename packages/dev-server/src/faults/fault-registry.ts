import type { Random } from '../support/random';
import {
  type FaultRule,
  type HttpFaultRule,
  type HubFaultKind,
  type HubFaultRule,
  type HubName,
  isHubFault,
} from './fault.types';

export interface FaultRegistry {
  set(rule: FaultRule): void;
  clear(): void;
  list(): FaultRule[];
  /** The first HTTP rule matching the request, consuming one of its `times`. */
  takeHttp(fullPath: string, method: string): HttpFaultRule | undefined;
  /** The first hub rule of that kind matching the hub, consuming one of its `times`. */
  takeHub(hub: HubName, kind: HubFaultKind): HubFaultRule | undefined;
  /** Called after a rule is added (the hubs cut open connections on a new `drop`). */
  onSet(listener: (rule: FaultRule) => void): void;
}

interface Entry {
  rule: FaultRule;
  remaining: number;
}

/** The API bases the dev server serves; a route name is the path after one of them. */
const apiBases = ['/sbapi/api/', '/api/'];

export function routeName(fullPath: string): string | undefined {
  const base = apiBases.find((b) => fullPath.startsWith(b));
  return base ? fullPath.slice(base.length) : undefined;
}

function matchesRoute(rule: HttpFaultRule, fullPath: string, method: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  const { route } = rule;
  if (route instanceof RegExp) {
    route.lastIndex = 0;
    return route.test(fullPath);
  }
  if (route === '*') return true;
  const name = routeName(fullPath);
  const wanted = route.replace(/^\/+/, '');
  return route === fullPath || (name !== undefined && name.toLowerCase() === wanted.toLowerCase());
}

export function createFaultRegistry(
  random: Random,
  initial: readonly FaultRule[] = [],
): FaultRegistry {
  const entries: Entry[] = [];
  const listeners: ((rule: FaultRule) => void)[] = [];

  // Checks the probability, then spends one use; a rule used up is removed.
  const take = <R extends FaultRule>(matches: (rule: FaultRule) => rule is R): R | undefined => {
    for (const entry of entries) {
      if (!matches(entry.rule)) continue;
      const { probability } = entry.rule;
      if (probability !== undefined && random.next() >= probability) continue;
      entry.remaining--;
      if (entry.remaining <= 0) entries.splice(entries.indexOf(entry), 1);
      return entry.rule;
    }
    return undefined;
  };

  const registry: FaultRegistry = {
    set(rule) {
      entries.push({ rule, remaining: rule.times ?? Number.POSITIVE_INFINITY });
      for (const listener of listeners) listener(rule);
    },
    clear() {
      entries.length = 0;
    },
    list: () => entries.map((e) => e.rule),
    takeHttp: (fullPath, method) =>
      take(
        (rule): rule is HttpFaultRule => !isHubFault(rule) && matchesRoute(rule, fullPath, method),
      ),
    takeHub: (hub, kind) =>
      take(
        (rule): rule is HubFaultRule =>
          isHubFault(rule) && rule.kind === kind && (rule.hub === '*' || rule.hub === hub),
      ),
    onSet(listener) {
      listeners.push(listener);
    },
  };
  for (const rule of initial) registry.set(rule);
  return registry;
}
