import { isHubFault } from '../faults/fault.types';
import type { FaultRegistry } from '../faults/fault-registry';
import type { TokenStore } from '../state/tokens';
import type { Timers } from '../support/clock';
import { type HubName, type HubServer, type HubTarget, hubNames } from './hub.types';
import { createHubConnection, type HubConnection } from './hub-connection';

export interface HubServerOptions {
  tokens: TokenStore;
  faults: FaultRegistry;
  timers: Timers;
  /** Server pings (type 6); the client gives up after 30 s of silence, so well below 15 s. */
  pingIntervalMs: number;
  log(line: string): void;
}

/** The hub paths, the hub a path names, or undefined. */
export function hubFromPath(pathname: string): HubName | undefined {
  const match = /^\/hub\/([a-z]+)\/?$/.exec(pathname);
  const name = match?.[1];
  return hubNames.find((hub) => hub === name);
}

function hubsOf(target: HubTarget): readonly HubName[] {
  if (target === '*') return hubNames;
  const name = target.startsWith('/hub/') ? target.slice('/hub/'.length) : target;
  return hubNames.filter((hub) => hub === name);
}

/**
 * Both hubs: admission (token from `access_token` or the Authorization header, refuse faults),
 * the live connections, and the broadcaster the domains push through.
 *
 * Tokens: a valid token binds the connection to its caller; a token that is present but unknown
 * or expired is refused with 401 (so a client notices a stale session); no token at all is a
 * visitor, accepted on sbnotify (odds are public) and refused on frnotify (account events).
 */
export function createHubServer(options: HubServerOptions): HubServer {
  const live = new Set<HubConnection>();
  let nextId = 1;

  const select = (target: HubTarget, filter: (c: HubConnection) => boolean = () => true) => {
    const hubs = hubsOf(target);
    return [...live].filter((c) => hubs.includes(c.identity.hub) && filter(c));
  };
  const push = (connections: HubConnection[], command: string, message: unknown) => {
    for (const connection of connections) connection.notify({ command, message });
    return connections.filter((c) => c.handshakeDone).length;
  };
  const drop = (target: HubTarget = '*') => {
    const victims = select(target);
    for (const connection of victims) connection.abort();
    if (victims.length > 0)
      options.log(`hub: dropped ${victims.length} connection(s) on ${target}`);
    return victims.length;
  };

  // A new `drop` rule cuts the open connections at once, each counting as one use.
  options.faults.onSet((rule) => {
    if (!isHubFault(rule) || rule.kind !== 'drop') return;
    for (const connection of select(rule.hub)) {
      if (options.faults.takeHub(connection.identity.hub, 'drop')) connection.abort();
    }
  });

  return {
    admit(url, authorizationHeader) {
      const hub = hubFromPath(url.pathname);
      if (!hub) return { ok: false, status: 404, reason: 'Unknown hub' };
      if (options.faults.takeHub(hub, 'refuse')) {
        options.log(`hub ${hub}: connection refused by fault rule`);
        return { ok: false, status: 503, reason: 'Refused by fault rule' };
      }
      const bearer = authorizationHeader?.replace(/^Bearer\s+/i, '').trim();
      const token = url.searchParams.get('access_token') || bearer || undefined;
      const fingerprint = url.searchParams.get('x-fingerprint') ?? undefined;
      if (!token) {
        if (hub === 'frnotify') return { ok: false, status: 401, reason: 'A token is required' };
        return { ok: true, identity: { hub, caller: undefined, fingerprint } };
      }
      const caller = options.tokens.resolve(token);
      if (!caller) return { ok: false, status: 401, reason: 'Unknown or expired token' };
      return { ok: true, identity: { hub, caller, fingerprint } };
    },
    attach(identity, transport) {
      const connection = createHubConnection({
        id: nextId++,
        identity,
        transport,
        timers: options.timers,
        pingIntervalMs: options.pingIntervalMs,
        log: options.log,
        onHandshake(connected) {
          if (options.faults.takeHub(identity.hub, 'drop')) {
            options.log(`hub ${identity.hub}#${connected.id}: dropped by fault rule`);
            connected.abort();
          }
        },
        onGone: (gone) => live.delete(gone),
      });
      live.add(connection);
      return connection;
    },
    broadcast: (hub, command, message) => push(select(hub), command, message),
    sendToUser: (username, command, message, hub = '*') =>
      push(
        select(
          hub,
          (c) => c.identity.caller?.kind === 'player' && c.identity.caller.username === username,
        ),
        command,
        message,
      ),
    sendToCaller: (callerId, command, message, hub = '*') =>
      push(
        select(hub, (c) => c.identity.caller?.id === callerId),
        command,
        message,
      ),
    connections: (hub = '*') =>
      select(hub).map((c) => ({
        id: c.id,
        hub: c.identity.hub,
        username: c.identity.caller?.kind === 'player' ? c.identity.caller.username : undefined,
        callerId: c.identity.caller?.id,
        fingerprint: c.identity.fingerprint,
        handshakeDone: c.handshakeDone,
      })),
    drop,
    close() {
      for (const connection of [...live]) connection.close();
      live.clear();
    },
  };
}
