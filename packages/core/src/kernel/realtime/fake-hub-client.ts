import type { HubClient, HubClientConfig, HubClientFactory } from './hub-client';
import { NOTIFY_METHOD } from './notify-message';
import type { HubName } from './realtime.types';

/**
 * A scriptable stand-in for a SignalR connection, for tests of everything above the client
 * (states, events, dispatch, leaks) without sockets or SignalR's own timers.
 */
export interface FakeHubClient extends HubClient {
  readonly hub: HubName;
  readonly config: HubClientConfig;
  /** start() calls so far. */
  readonly starts: number;
  /** Delivers a `NotifyMessage` argument as the server would push it. */
  push(argument: unknown): void;
  /** The connection drops and SignalR begins its reconnect delays (`onreconnecting`). */
  drop(error?: Error): void;
  /** A reconnect attempt succeeded (`onreconnected`). */
  recover(): void;
  /** SignalR used up its delays (`onclose`). */
  giveUp(error?: Error): void;
  /** Handlers registered with on/onclose/onreconnecting/onreconnected. */
  handlerCount(): number;
}

export interface FakeHubClients {
  factory: HubClientFactory;
  /** Every client built, in order. */
  created: FakeHubClient[];
  /** The newest client of a hub. */
  latest(hub: HubName): FakeHubClient | undefined;
  /** The next `count` start() calls on the hub fail. */
  failStarts(hub: HubName, count: number): void;
  /** Makes the factory itself fail the next `count` times (SignalR could not load). */
  failLoads(count: number): void;
  /**
   * The next start() on the hub waits for the returned release, and a stop() meanwhile does
   * not abort it: a handshake past the point a stop reaches, whose socket opens anyway.
   */
  holdStart(hub: HubName): () => void;
}

// Microtasks only: the fake owns no timers, so leak checks on the clock stay exact.
const tick = () => Promise.resolve();

export function createFakeHubClients(): FakeHubClients {
  const created: FakeHubClient[] = [];
  const failures = new Map<HubName, number>();
  const holds = new Map<HubName, Promise<void>>();
  let loadFailures = 0;

  const build = (config: HubClientConfig): FakeHubClient => {
    const { hub } = config;
    const methods = new Map<string, ((...args: unknown[]) => void)[]>();
    const closed: ((error?: Error) => void)[] = [];
    const reconnecting: ((error?: Error) => void)[] = [];
    const reconnected: ((id?: string) => void)[] = [];
    let state = 'Disconnected';
    let starts = 0;
    let abortStart: (() => void) | undefined;
    let unstoppable = false;

    const client: FakeHubClient = {
      hub,
      config,
      get state() {
        return state;
      },
      get starts() {
        return starts;
      },
      async start() {
        if (state !== 'Disconnected') throw new Error(`Cannot start a client in state ${state}`);
        starts++;
        state = 'Connecting';
        const hold = holds.get(hub);
        if (hold) {
          holds.delete(hub);
          unstoppable = true;
          await hold;
          unstoppable = false;
          state = 'Connected';
          return;
        }
        const aborted = new Promise<'aborted'>((resolve) => {
          abortStart = () => resolve('aborted');
        });
        const outcome = await Promise.race([tick().then(() => 'done' as const), aborted]);
        abortStart = undefined;
        if (outcome === 'aborted') throw new Error('The connection was stopped during start');
        const failing = failures.get(hub) ?? 0;
        if (failing > 0) {
          failures.set(hub, failing - 1);
          state = 'Disconnected';
          throw new Error(`${hub} refused the connection`);
        }
        state = 'Connected';
      },
      async stop() {
        if (state === 'Disconnected') return;
        if (state === 'Connecting' && unstoppable) return;
        if (state === 'Connecting') {
          abortStart?.();
          state = 'Disconnected';
          return;
        }
        state = 'Disconnecting';
        await tick();
        state = 'Disconnected';
        for (const callback of closed) callback();
      },
      on(method, handler) {
        methods.set(method, [...(methods.get(method) ?? []), handler]);
      },
      onclose: (callback) => closed.push(callback),
      onreconnecting: (callback) => reconnecting.push(callback),
      onreconnected: (callback) => reconnected.push(callback),
      push(argument) {
        if (state !== 'Connected') return;
        for (const handler of methods.get(NOTIFY_METHOD) ?? []) handler(argument);
      },
      drop(error) {
        state = 'Reconnecting';
        for (const callback of reconnecting) callback(error);
      },
      recover() {
        state = 'Connected';
        for (const callback of reconnected) callback('reconnected-id');
      },
      giveUp(error) {
        state = 'Disconnected';
        for (const callback of closed) callback(error);
      },
      handlerCount: () =>
        [...methods.values()].reduce((sum, list) => sum + list.length, 0) +
        closed.length +
        reconnecting.length +
        reconnected.length,
    };
    return client;
  };

  return {
    created,
    async factory(config) {
      await tick();
      if (loadFailures > 0) {
        loadFailures--;
        throw new Error('Failed to fetch dynamically imported module');
      }
      const client = build(config);
      created.push(client);
      return client;
    },
    latest: (hub) => created.filter((client) => client.hub === hub).at(-1),
    failStarts(hub, count) {
      failures.set(hub, count);
    },
    failLoads(count) {
      loadFailures = count;
    },
    holdStart(hub) {
      let release!: () => void;
      holds.set(
        hub,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return release;
    },
  };
}
