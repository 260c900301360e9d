import { HubConnectionState } from '@microsoft/signalr';
import { afterEach, describe, expect, it } from 'vitest';
import NodeWebSocket from 'ws';
import { createDevServer, type DevServer } from '../create-dev-server';
import { type RunningDevServer, startDevServer } from '../start-dev-server';
import { apiClient } from '../testing/api-client';
import { eventually, signalrClient } from '../testing/signalr';

/**
 * The real @microsoft/signalr client against both transports: `ws` over a real port, and the
 * in-memory bridge `DevServer.WebSocket`.
 */
const transports: {
  name: string;
  open(): Promise<{
    server: DevServer | RunningDevServer;
    base: string;
    WebSocket: unknown;
    stop(): Promise<void>;
  }>;
}[] = [
  {
    name: 'ws over a real port',
    async open() {
      const server = await startDevServer({ port: 0 });
      return { server, base: server.url, WebSocket: NodeWebSocket, stop: () => server.close() };
    },
  },
  {
    name: 'in-memory bridge',
    async open() {
      const server = createDevServer();
      return {
        server,
        base: 'http://localhost',
        WebSocket: server.WebSocket,
        stop: async () => server.close(),
      };
    },
  },
];

describe.each(transports)('SignalR client over $name', (transport) => {
  let stop: () => Promise<void> = async () => {};
  afterEach(async () => {
    await stop();
  });

  it('connects to sbnotify without a token and receives broadcasts', async () => {
    const opened = await transport.open();
    stop = opened.stop;
    const { connection, received } = signalrClient(`${opened.base}/hub/sbnotify`, {
      WebSocket: opened.WebSocket,
    });
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(opened.server.hubs.connections('sbnotify')).toHaveLength(1);
    const batch = [{ id: 11, odd: 1.85, changeType: 1 }];
    expect(opened.server.hubs.broadcast('/hub/sbnotify', 'oddChanged', batch)).toBe(1);
    await eventually(() => expect(received).toEqual([{ command: 'oddChanged', message: batch }]));
    await connection.stop();
    await eventually(() => expect(opened.server.hubs.connections()).toHaveLength(0));
  });

  it('binds frnotify to the player and pushes their notifications', async () => {
    const opened = await transport.open();
    stop = opened.stop;
    const api = apiClient(opened.server);
    const token = await api.login('player1');
    const { connection, received } = signalrClient(`${opened.base}/hub/frnotify`, {
      WebSocket: opened.WebSocket,
      token: () => token,
    });
    await connection.start();
    expect(opened.server.hubs.connections('frnotify')[0]).toMatchObject({
      username: 'player1',
      fingerprint: 'test-fingerprint',
    });
    opened.server.control.notify('player1', { type: 'Bonus', title: 'Bonus', note: '50 TL' });
    opened.server.hubs.sendToUser('vip1', 'Notification', { id: 0 });
    await eventually(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      command: 'Notification',
      message: { title: 'Bonus', note: '50 TL', type: 4, isRead: false },
    });
    await connection.stop();
  });

  it('refuses frnotify without a token and any hub with an expired token', async () => {
    const opened = await transport.open();
    stop = opened.stop;
    const noToken = signalrClient(`${opened.base}/hub/frnotify`, { WebSocket: opened.WebSocket });
    await expect(noToken.connection.start()).rejects.toThrow();
    const stale = signalrClient(`${opened.base}/hub/sbnotify`, {
      WebSocket: opened.WebSocket,
      token: () => 'anon.expired',
    });
    await expect(stale.connection.start()).rejects.toThrow();
  });
});
