import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { HubServer } from './hub.types';

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  503: 'Service Unavailable',
};

/** The largest hub message a client may send; the site sends only the handshake and pings. */
export const maxHubMessageBytes = 64 * 1024;

function reject(socket: Duplex, status: number) {
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}

/** The request's URL, or undefined when it does not parse (`//[` is a valid request target). */
function parseRequestUrl(raw: string | undefined): URL | undefined {
  try {
    return new URL(raw ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}

/**
 * Lets `ws` take the WebSocket upgrades of /hub/frnotify and /hub/sbnotify on the HTTP server's
 * own port. Returns a function that closes the WebSocket server.
 *
 * Every handler here runs on an event emitter: an exception would reach `uncaughtException` and
 * end the process for every user. So each one answers bad input on its own socket and goes on.
 */
export function attachHubsToNodeServer(
  server: Server,
  hubs: HubServer,
  log: (line: string) => void = () => {},
  hostAllowed: (host: string | undefined) => boolean = () => true,
): () => void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxHubMessageBytes });
  wss.on('error', (error) => log(`hub server error: ${error.message}`));

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets mid-handshake emits 'error' on the raw socket.
    socket.on('error', () => socket.destroy());
    try {
      // DNS rebinding: a hub upgrade under a foreign Host is refused like any other request.
      if (!hostAllowed(request.headers.host)) {
        reject(socket, 403);
        return;
      }
      const url = parseRequestUrl(request.url);
      if (!url) {
        reject(socket, 400);
        return;
      }
      const admission = hubs.admit(url, request.headers.authorization ?? null);
      if (!admission.ok) {
        reject(socket, admission.status);
        return;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const handle = hubs.attach(admission.identity, {
          send: (text) => ws.send(text),
          close: (code, reason) => ws.close(code, reason),
          abort: () => ws.terminate(),
        });
        ws.on('message', (data, isBinary) => {
          if (!isBinary) handle.receive(data.toString());
        });
        ws.on('close', () => handle.closed());
        ws.on('error', () => {
          handle.closed();
          ws.terminate();
        });
      });
    } catch (error) {
      log(`hub upgrade failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      socket.destroy();
    }
  });

  return () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}
