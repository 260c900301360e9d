import type { HubConnection } from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HubClientConfig } from './hub-client';
import { KEEP_ALIVE_MS, RECONNECT_DELAYS_MS, SERVER_TIMEOUT_MS } from './realtime.types';
import { RS, ScriptedSocket } from './scripted-socket.test-support';
import { createSignalrClient } from './signalr-client';

function config(overrides: Partial<HubClientConfig> = {}): HubClientConfig {
  return {
    hub: 'frnotify',
    url: 'http://site.test/hub/frnotify?x-fingerprint=fp-1',
    accessToken: () => 'player-token',
    WebSocket: ScriptedSocket as unknown as typeof WebSocket,
    reconnectDelays: RECONNECT_DELAYS_MS,
    serverTimeoutMs: SERVER_TIMEOUT_MS,
    keepAliveMs: KEEP_ALIVE_MS,
    ...overrides,
  };
}

afterEach(() => {
  ScriptedSocket.opened = [];
  ScriptedSocket.refuse = false;
  vi.useRealTimers();
});

describe('the SignalR client as the site configures it', () => {
  it('opens a WebSocket through the port, without negotiation, token and fingerprint set', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const client = await createSignalrClient(config());
    await client.start();
    expect(client.state).toBe('Connected');
    expect(ScriptedSocket.opened).toHaveLength(1);
    const socket = ScriptedSocket.opened[0];
    // ws:// from http://, the fingerprint kept; in Node the token travels as a header.
    expect(socket?.url).toBe('ws://site.test/hub/frnotify?x-fingerprint=fp-1');
    expect(socket?.headers.Authorization).toBe('Bearer player-token');
    expect(socket?.sent[0]).toBe(`{"protocol":"json","version":1}${RS}`);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    await client.stop();
    expect(client.state).toBe('Disconnected');
  });

  it('uses wss:// for an https site', async () => {
    const client = await createSignalrClient(
      config({ url: 'https://www.site.example/hub/sbnotify?x-fingerprint=fp-2' }),
    );
    await client.start();
    expect(ScriptedSocket.opened[0]?.url).toBe(
      'wss://www.site.example/hub/sbnotify?x-fingerprint=fp-2',
    );
    await client.stop();
  });

  it('pins the hub timings: server timeout 30 s, keep-alive 15 s', async () => {
    const client = (await createSignalrClient(config())) as unknown as HubConnection;
    expect(client.serverTimeoutInMilliseconds).toBe(30_000);
    expect(client.keepAliveIntervalInMilliseconds).toBe(15_000);
  });

  it('delivers NotifyMessage invocations to the registered handler', async () => {
    const client = await createSignalrClient(config());
    const got: unknown[] = [];
    client.on('NotifyMessage', (payload) => got.push(payload));
    await client.start();
    const message = { command: 'Notification', message: { id: 1 } };
    ScriptedSocket.opened[0]?.receive(
      `${JSON.stringify({ type: 1, target: 'NotifyMessage', arguments: [message] })}${RS}`,
    );
    expect(got).toEqual([message]);
    await client.stop();
  });

  it('reconnects after 0, 2, 10 and 30 s, then stops and reports the close', async () => {
    vi.useFakeTimers();
    const client = await createSignalrClient(config());
    const events: string[] = [];
    client.onreconnecting(() => events.push('reconnecting'));
    client.onreconnected(() => events.push('reconnected'));
    client.onclose(() => events.push('close'));
    await client.start();

    ScriptedSocket.refuse = true;
    ScriptedSocket.opened[0]?.cut();
    const attempts = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return ScriptedSocket.opened.length - 1;
    };
    expect(await attempts(0)).toBe(1);
    expect(events).toEqual(['reconnecting']);
    expect(await attempts(1999)).toBe(1);
    expect(await attempts(1)).toBe(2);
    expect(await attempts(9999)).toBe(2);
    expect(await attempts(1)).toBe(3);
    expect(await attempts(29_999)).toBe(3);
    expect(await attempts(1)).toBe(4);
    expect(client.state).toBe('Disconnected');
    expect(events).toEqual(['reconnecting', 'close']);
    expect(await attempts(120_000)).toBe(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a reconnect that succeeds fires onreconnected', async () => {
    vi.useFakeTimers();
    const client = await createSignalrClient(config());
    const events: string[] = [];
    client.onreconnecting(() => events.push('reconnecting'));
    client.onreconnected(() => events.push('reconnected'));
    await client.start();
    ScriptedSocket.opened[0]?.cut();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['reconnecting', 'reconnected']);
    expect(client.state).toBe('Connected');
    await client.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
