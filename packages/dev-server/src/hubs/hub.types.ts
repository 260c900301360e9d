import type { HubName } from '../faults/fault.types';
import type { Caller } from '../state/tokens';

export type { HubName };

/** A hub by name (`'sbnotify'`), by path (`'/hub/sbnotify'`) or every hub (`'*'`). */
export type HubTarget = HubName | `/hub/${HubName}` | '*';

export const hubNames: readonly HubName[] = ['sbnotify', 'frnotify'];

/** Pushes `NotifyMessage` invocations carrying `{command, message}` to connected clients. */
export interface HubBroadcaster {
  /** To every connection of the hub(s); returns how many connections got it. */
  broadcast(hub: HubTarget, command: string, message: unknown): number;
  /** To every connection opened with one of this player's tokens (default: every hub). */
  sendToUser(username: string, command: string, message: unknown, hub?: HubTarget): number;
  /** To every connection opened with a token of this caller id (visitors included). */
  sendToCaller(callerId: string, command: string, message: unknown, hub?: HubTarget): number;
}

/** The socket under one hub connection: the `ws` server socket or the in-memory bridge. */
export interface HubTransport {
  send(text: string): void;
  /** A clean close with a WebSocket close code. */
  close(code: number, reason?: string): void;
  /** Cuts the connection without a close handshake: the client sees code 1006. */
  abort(): void;
}

export interface HubIdentity {
  hub: HubName;
  /** The caller behind the connection's token; undefined for a token-less visitor. */
  caller: Caller | undefined;
  fingerprint: string | undefined;
}

export type HubAdmission =
  | { ok: true; identity: HubIdentity }
  | { ok: false; status: 401 | 404 | 503; reason: string };

/** What a transport feeds back into the hub for one connection. */
export interface HubConnectionHandle {
  receive(text: string): void;
  /** The socket is gone (closed by either side or cut). */
  closed(): void;
}

export interface HubConnectionInfo {
  id: number;
  hub: HubName;
  username: string | undefined;
  callerId: string | undefined;
  fingerprint: string | undefined;
  handshakeDone: boolean;
}

export interface HubServer extends HubBroadcaster {
  /** Decides whether an upgrade to `url` is accepted (path, token, `refuse` faults). */
  admit(url: URL, authorizationHeader?: string | null): HubAdmission;
  attach(identity: HubIdentity, transport: HubTransport): HubConnectionHandle;
  connections(hub?: HubTarget): HubConnectionInfo[];
  /** Cuts open connections without a close message; returns how many. */
  drop(hub?: HubTarget): number;
  /** Closes every connection with a type 7 close message, and stops the ping timers. */
  close(): void;
}
