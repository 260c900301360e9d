import { describe, expect, it } from 'vitest';
import NodeWebSocket from 'ws';
import { createDevServer } from '../create-dev-server';
import { startDevServer } from '../start-dev-server';
import { eventually, signalrClient } from '../testing/signalr';

describe('hub faults', () => {
  it('refuse: the SignalR client fails to start while the rule lasts', async () => {
    const server = createDevServer();
    server.faults.set({ hub: 'sbnotify', kind: 'refuse', times: 1 });
    const first = signalrClient('http://localhost/hub/sbnotify', { WebSocket: server.WebSocket });
    await expect(first.connection.start()).rejects.toThrow();
    const second = signalrClient('http://localhost/hub/sbnotify', { WebSocket: server.WebSocket });
    await second.connection.start();
    await second.connection.stop();
  });

  it('refuse over a real port answers the upgrade with HTTP 503', async () => {
    const server = await startDevServer({ port: 0, faults: [{ hub: '*', kind: 'refuse' }] });
    try {
      const status = await new Promise<number>((resolve) => {
        const socket = new NodeWebSocket(`${server.url.replace('http', 'ws')}/hub/sbnotify`);
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('error', () => {});
      });
      expect(status).toBe(503);
    } finally {
      await server.close();
    }
  });

  it('drop: open connections are cut and the SignalR client reconnects', async () => {
    const server = createDevServer();
    const { connection, received } = signalrClient('http://localhost/hub/sbnotify', {
      WebSocket: server.WebSocket,
      reconnectDelays: [0, 10],
    });
    let reconnected = 0;
    connection.onreconnected(() => {
      reconnected++;
    });
    await connection.start();
    server.faults.set({ hub: 'sbnotify', kind: 'drop', times: 1 });
    await eventually(() => expect(reconnected).toBe(1));
    server.hubs.broadcast('sbnotify', 'oddChanged', []);
    await eventually(() => expect(received).toHaveLength(1));
    await connection.stop();
  });

  it('drop with no limit cuts every reconnection until the client gives up', async () => {
    const server = createDevServer();
    const { connection } = signalrClient('http://localhost/hub/sbnotify', {
      WebSocket: server.WebSocket,
      reconnectDelays: [0, 5],
    });
    const closed = new Promise<unknown>((resolve) => connection.onclose(resolve));
    await connection.start();
    server.faults.set({ hub: 'sbnotify', kind: 'drop' });
    await closed;
    expect(connection.state).toBe('Disconnected');
  });

  it('dev drop cuts connections of one hub only', async () => {
    const server = createDevServer();
    const token = ((await (await server.fetch('/api/auth/token')).json()) as { data: string }).data;
    const sb = signalrClient('http://localhost/hub/sbnotify', { WebSocket: server.WebSocket });
    const fr = signalrClient('http://localhost/hub/frnotify', {
      WebSocket: server.WebSocket,
      token: () => token,
    });
    await Promise.all([sb.connection.start(), fr.connection.start()]);
    expect(server.hubs.drop('frnotify')).toBe(1);
    await eventually(() => expect(fr.connection.state).toBe('Disconnected'));
    expect(sb.connection.state).toBe('Connected');
    await sb.connection.stop();
  });
});
