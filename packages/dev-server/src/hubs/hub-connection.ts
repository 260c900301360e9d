import type { Timers } from '../support/clock';
import type { HubConnectionHandle, HubIdentity, HubTransport } from './hub.types';
import {
  checkHandshake,
  closeFrame,
  completionErrorFrame,
  describeValue,
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
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      connection.close('Invalid JSON message.');
      return;
    }
    // `null`, a number or an array is valid JSON but no hub message: close this connection only.
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      connection.close('A hub message must be a JSON object.');
      return;
    }
    const message = parsed as { type?: unknown; invocationId?: unknown; target?: unknown };
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
              `Unknown hub method '${describeValue(message.target)}'`,
            ),
          );
        }
        return;
      default:
        return;
    }
  };

  const receiveFrames = (text: string) => {
    for (const part of splitFrames(text)) {
      if (gone) return;
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
      try {
        receiveFrames(text);
      } catch (error) {
        // Whatever a client sends costs at most its own connection, never the process.
        options.log(
          `hub ${identity.hub}#${options.id} bad input: ${error instanceof Error ? error.message : describeValue(error)}`,
        );
        connection.abort();
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
