import type { Timers } from '../support/clock';
import type { HubConnectionHandle, HubIdentity, HubTransport } from './hub.types';
import {
  checkHandshake,
  closeFrame,
  completionErrorFrame,
  frame,
  handshakeAnswer,
  MessageType,
  type NotifyPayload,
  notifyFrame,
  pingFrame,
  splitFrames,
} from './hub-protocol';

export interface HubConnection extends HubConnectionHandle {
  readonly id: number;
  readonly identity: HubIdentity;
  readonly handshakeDone: boolean;
  notify(payload: NotifyPayload): void;
  /** A clean close: a type 7 message, then the socket closes with 1000. */
  close(error?: string): void;
  abort(): void;
}

interface ConnectionOptions {
  id: number;
  identity: HubIdentity;
  transport: HubTransport;
  timers: Timers;
  pingIntervalMs: number;
  /** Runs once the handshake succeeded (the hub applies `drop` faults there). */
  onHandshake(connection: HubConnection): void;
  onGone(connection: HubConnection): void;
  log(line: string): void;
}

/** One client connection: handshake, pings, pushes and the client's own messages. */
export function createHubConnection(options: ConnectionOptions): HubConnection {
  const { transport, timers, identity } = options;
  let handshakeDone = false;
  let gone = false;
  let pingTimer: unknown;

  const finish = () => {
    if (gone) return;
    gone = true;
    if (pingTimer !== undefined) timers.clearInterval(pingTimer);
    options.onGone(connection);
  };

  const safeSend = (text: string) => {
    if (gone) return;
    try {
      transport.send(text);
    } catch (error) {
      options.log(`hub ${identity.hub}#${options.id} send failed: ${String(error)}`);
    }
  };

  const handleMessage = (json: string) => {
    let message: { type?: unknown; invocationId?: unknown; target?: unknown };
    try {
      message = JSON.parse(json);
    } catch {
      connection.close('Invalid JSON message.');
      return;
    }
    switch (message.type) {
      case MessageType.Ping:
        return;
      case MessageType.Close:
        transport.close(1000);
        finish();
        return;
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        // The site never calls the server over the hub; answer calls that expect a result.
        if (typeof message.invocationId === 'string') {
          safeSend(
            completionErrorFrame(
              message.invocationId,
              `Unknown hub method '${String(message.target)}'`,
            ),
          );
        }
        return;
      default:
        return;
    }
  };

  const connection: HubConnection = {
    id: options.id,
    identity,
    get handshakeDone() {
      return handshakeDone;
    },
    receive(text) {
      if (gone) return;
      for (const part of splitFrames(text)) {
        if (handshakeDone) {
          handleMessage(part);
          continue;
        }
        const error = checkHandshake(part);
        if (error) {
          safeSend(frame({ error }));
          transport.close(1002, 'Handshake failed');
          finish();
          return;
        }
        handshakeDone = true;
        safeSend(handshakeAnswer);
        pingTimer = timers.setInterval(() => safeSend(pingFrame), options.pingIntervalMs);
        options.onHandshake(connection);
        if (gone) return;
      }
    },
    closed: finish,
    notify(payload) {
      if (handshakeDone) safeSend(notifyFrame(payload));
    },
    close(error) {
      if (gone) return;
      safeSend(closeFrame(error));
      transport.close(1000);
      finish();
    },
    abort() {
      if (gone) return;
      transport.abort();
      finish();
    },
  };
  return connection;
}
