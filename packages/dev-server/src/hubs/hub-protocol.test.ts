import { describe, expect, it } from 'vitest';
import { createDevServer } from '../create-dev-server';
import type { Timers } from '../support/clock';
import { eventually } from '../testing/signalr';
import { recordSeparator } from './hub-protocol';

/** Manual timers: the test decides when the hub's ping interval fires. */
function manualTimers() {
  const intervals = new Map<number, () => void>();
  let next = 1;
  const timers: Timers = {
    setTimeout: () => next++,
    clearTimeout: () => {},
    setInterval: (callback) => {
      intervals.set(next, callback);
      return next++;
    },
    clearInterval: (handle) => {
      intervals.delete(handle as number);
    },
  };
  return {
    timers,
    tick: () => {
      for (const fire of [...intervals.values()]) fire();
    },
    count: () => intervals.size,
  };
}

/** A raw client on the in-memory bridge, collecting every frame. */
function rawClient(server: ReturnType<typeof createDevServer>, url: string) {
  const socket = new server.WebSocket(url);
  const frames: string[] = [];
  const closes: { code: number; wasClean: boolean }[] = [];
  socket.addEventListener('message', (event) => frames.push(String((event as MessageEvent).data)));
  socket.addEventListener('close', (event) =>
    closes.push({ code: (event as CloseEvent).code, wasClean: (event as CloseEvent).wasClean }),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error('refused'));
  });
  const messages = () =>
    frames
      .flatMap((f) => f.split(recordSeparator).filter(Boolean))
      .map((m) => JSON.parse(m) as Record<string, unknown>);
  return { socket, frames, closes, opened, messages };
}

const handshake = `{"protocol":"json","version":1}${recordSeparator}`;

describe('hub protocol', () => {
  it('answers the handshake with {} and the record separator, then pushes type 1 NotifyMessage without invocationId', async () => {
    const server = createDevServer();
    const client = rawClient(server, 'ws://localhost/hub/sbnotify?x-fingerprint=fp1');
    await client.opened;
    client.socket.send(handshake);
    await eventually(() => expect(client.frames[0]).toBe(`{}${recordSeparator}`));
    server.hubs.broadcast('sbnotify', 'oddChanged', [{ id: 1, odd: 2.1, changeType: -1 }]);
    await eventually(() => expect(client.frames).toHaveLength(2));
    expect(client.frames[1]).toBe(
      `{"type":1,"target":"NotifyMessage","arguments":[{"command":"oddChanged","message":[{"id":1,"odd":2.1,"changeType":-1}]}]}${recordSeparator}`,
    );
  });

  it('pushes nothing before the handshake', async () => {
    const server = createDevServer();
    const client = rawClient(server, 'ws://localhost/hub/sbnotify');
    await client.opened;
    expect(server.hubs.broadcast('*', 'oddChanged', [])).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.frames).toEqual([]);
  });

  it('sends type 6 pings on the ping interval of the injected timers, and stops them on close', async () => {
    const { timers, tick, count } = manualTimers();
    const server = createDevServer({ timers });
    const client = rawClient(server, 'ws://localhost/hub/sbnotify');
    await client.opened;
    client.socket.send(handshake);
    await eventually(() => expect(client.frames).toHaveLength(1));
    tick();
    tick();
    await eventually(() => expect(client.messages().filter((m) => m.type === 6)).toHaveLength(2));
    client.socket.close();
    await eventually(() => expect(count()).toBe(0));
  });

  it('rejects a bad handshake with an error message and closes', async () => {
    const server = createDevServer();
    const client = rawClient(server, 'ws://localhost/hub/sbnotify');
    await client.opened;
    client.socket.send(`{"protocol":"messagepack","version":1}${recordSeparator}`);
    await eventually(() => expect(client.closes).toHaveLength(1));
    expect(client.messages()[0]).toEqual({ error: "The protocol 'messagepack' is not supported." });
  });

  it('answers a client invocation that expects a result with a completion error', async () => {
    const server = createDevServer();
    const client = rawClient(server, 'ws://localhost/hub/sbnotify');
    await client.opened;
    client.socket.send(
      `${handshake}{"type":1,"invocationId":"7","target":"Subscribe","arguments":[]}${recordSeparator}`,
    );
    await eventually(() => expect(client.messages()).toHaveLength(2));
    expect(client.messages()[1]).toEqual({
      type: 3,
      invocationId: '7',
      error: "Unknown hub method 'Subscribe'",
    });
  });

  it('closes with a type 7 message when the server closes', async () => {
    const server = createDevServer();
    const client = rawClient(server, 'ws://localhost/hub/sbnotify');
    await client.opened;
    client.socket.send(handshake);
    await eventually(() => expect(client.frames).toHaveLength(1));
    server.close();
    await eventually(() => expect(client.closes).toEqual([{ code: 1000, wasClean: true }]));
    expect(client.messages().at(-1)).toEqual({ type: 7, allowReconnect: true });
  });

  it('closes the socket when the client sends type 7', async () => {
    const server = createDevServer();
    const client = rawClient(server, 'ws://localhost/hub/sbnotify');
    await client.opened;
    client.socket.send(`${handshake}{"type":7}${recordSeparator}`);
    await eventually(() => expect(client.closes).toHaveLength(1));
    expect(server.hubs.connections()).toEqual([]);
  });

  it('refuses unknown hub paths', async () => {
    const server = createDevServer();
    const client = rawClient(server, 'ws://localhost/hub/other');
    await expect(client.opened).rejects.toThrow('refused');
    await eventually(() => expect(client.closes).toEqual([{ code: 1006, wasClean: false }]));
  });
});
