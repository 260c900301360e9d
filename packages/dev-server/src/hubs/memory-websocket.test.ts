import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import { eventually } from '../testing/signalr';

describe('DevServer.WebSocket (in-memory bridge)', () => {
  it('behaves like a browser WebSocket: constants, readyState, binaryType, handlers and listeners', async () => {
    const server = createDevServer();
    const WebSocket = server.WebSocket;
    expect([WebSocket.CONNECTING, WebSocket.OPEN, WebSocket.CLOSING, WebSocket.CLOSED]).toEqual([
      0, 1, 2, 3,
    ]);
    const socket = new WebSocket('ws://example.test/hub/sbnotify?x-fingerprint=abc');
    expect(socket.readyState).toBe(WebSocket.CONNECTING);
    expect(socket.binaryType).toBe('blob');
    socket.binaryType = 'arraybuffer';
    expect(socket.binaryType).toBe('arraybuffer');
    expect(() => socket.send('too early')).toThrow(/CONNECTING/);

    const seen: string[] = [];
    socket.onopen = () => seen.push('onopen');
    socket.addEventListener('open', () => seen.push('listener'));
    const onMessage = () => seen.push('message');
    socket.addEventListener('message', onMessage);
    await eventually(() => expect(socket.readyState).toBe(WebSocket.OPEN));
    expect(seen).toEqual(['onopen', 'listener']);

    socket.send('{"protocol":"json","version":1}\u001e');
    await eventually(() => expect(seen).toContain('message'));
    socket.removeEventListener('message', onMessage);

    const closed = new Promise<CloseEvent>((resolve) => {
      socket.onclose = (event) => resolve(event);
    });
    socket.close(1000, 'bye');
    expect(socket.readyState).toBe(WebSocket.CLOSING);
    const event = await closed;
    expect({ code: event.code, reason: event.reason, wasClean: event.wasClean }).toEqual({
      code: 1000,
      reason: 'bye',
      wasClean: true,
    });
    expect(socket.readyState).toBe(WebSocket.CLOSED);
    socket.send('ignored after close');
  });

  it('fires error then close(1006) when the hub refuses the connection', async () => {
    const server = createDevServer();
    const socket = new server.WebSocket('ws://localhost/hub/frnotify');
    const events: string[] = [];
    socket.onerror = () => events.push('error');
    socket.onclose = (event) => events.push(`close ${event.code}`);
    await eventually(() => expect(events).toEqual(['error', 'close 1006']));
  });

  it('reads the token from an Authorization header given the way ws accepts it', async () => {
    const server = createDevServer();
    const token = ((await (await server.fetch('/api/auth/token')).json()) as { data: string }).data;
    const Bridge = server.WebSocket as unknown as new (
      url: string,
      protocols: undefined,
      init: { headers: Record<string, string> },
    ) => WebSocket;
    const socket = new Bridge('ws://localhost/hub/frnotify', undefined, {
      headers: { Authorization: `Bearer ${token}` },
    });
    await eventually(() => expect(socket.readyState).toBe(1));
  });
});
