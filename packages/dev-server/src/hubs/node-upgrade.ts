import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { HubServer } from './hub.types';

const reasons: Record<number, string> = {
  401: 'Unauthorized',
  404: 'Not Found',
  503: 'Service Unavailable',
};

function reject(socket: Duplex, status: number) {
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}

/**
 * Lets `ws` take the WebSocket upgrades of /hub/frnotify and /hub/sbnotify on the HTTP server's
 * own port. Returns a function that closes the WebSocket server.
 */
export function attachHubsToNodeServer(server: Server, hubs: HubServer): () => void {
  const wss = new WebSocketServer({ noServer: true });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
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
      ws.on('error', () => handle.closed());
    });
  });

  return () => {
    for (const client of wss.clients) client.terminate();
    wss.close();
  };
}
