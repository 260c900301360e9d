import type { ReadableAtom } from 'nanostores';
import type * as v from 'valibot';
import type { SiteEnv } from '../env/ports';
import { createEmitter, type Emitter } from '../events/emitter';
import type { SessionModule } from '../session/session';
import type { HubClientFactory } from './hub-client';
import { createHubLink, type HubLink } from './hub-link';
import { hubUrl } from './hub-url';
import { type KnownCommands, parseNotifyMessage } from './notify-message';
import {
  DEFAULT_HUB_PATHS,
  HUB_NAMES,
  type HubLinkState,
  type HubName,
  KEEP_ALIVE_MS,
  RECONNECT_DELAYS_MS,
  type RealtimeEvents,
  SERVER_TIMEOUT_MS,
} from './realtime.types';
import { createSignalrClient } from './signalr-client';

export interface RealtimeOptions {
  /** Hub paths, resolved against the site's baseUrl. Default `hub/frnotify`, `hub/sbnotify`. */
  hubPaths?: Partial<Record<HubName, string>>;
  /** Replaces the SignalR client (tests, another transport). Default: SignalR, loaded lazily. */
  hubClient?: HubClientFactory;
}

export type CommandHandler<TPayload> = (payload: TPayload, hub: HubName) => void;

export interface RealtimeModule {
  /** One connection-state store per hub. */
  hubs: Readonly<Record<HubName, { readonly $state: ReadableAtom<HubLinkState> }>>;
  /**
   * Connects the hubs the composed modules use for the logged-in player (login and
   * `site.start()` call it).
   */
  connect(): Promise<void>;
  /**
   * Marks a hub as used by a module (the shell: frnotify; the sportsbook: sbnotify). Only used
   * hubs connect; a hub marked while the player is online connects at once.
   */
  useHub(hub: HubName): void;
  /** Closes both hubs (logout calls it). */
  disconnect(): Promise<void>;
  /** Tries again on hubs whose client gave up (visibility and online do this by themselves). */
  reconnect(): Promise<void>;
  /** Link events: `error`, `disconnect`, `reconnected`. Returns an unsubscribe function. */
  on: Emitter<RealtimeEvents>['on'];
  /**
   * Validated `NotifyMessage` pushes by command. `Notification` feeds the notifications
   * module; `oddChanged` is there for the sportsbook's odds stream. Unknown commands arrive
   * unchecked. Returns an unsubscribe function.
   */
  onCommand<K extends keyof KnownCommands>(
    command: K,
    handler: CommandHandler<KnownCommands[K]>,
  ): () => void;
  onCommand(command: string, handler: CommandHandler<unknown>): () => void;
  /**
   * Checks every `command` push against `schema` before a handler sees it; a malformed push
   * becomes an `error` event. Each module registers the commands it reads.
   */
  validateCommand<K extends keyof KnownCommands>(
    command: K,
    schema: v.GenericSchema<unknown, KnownCommands[K]>,
  ): void;
}

/**
 * What the object behind `site.realtime` (and `site.notifications`) has besides its public
 * type: the listeners attached now, for leak checks. Tests read it through
 * `listenerCount(part)` from `@site/core/testing`; it is no part of the public API.
 */
export interface CountsListeners {
  listenerCount(): number;
}

export interface RealtimeDeps {
  session: Pick<SessionModule, '$authData' | 'on'>;
  env: Pick<SiteEnv, 'clock' | 'platform' | 'WebSocket'>;
  /** Absolute URL the hub paths resolve against, like the HTTP bases. */
  baseUrl: string;
  fingerprint(): string;
  options?: RealtimeOptions;
}

/** The real-time link of spec 000 §7: both hubs, live while a player is logged in. */
export function createRealtime(deps: RealtimeDeps): RealtimeModule & CountsListeners {
  const { session, env, options = {} } = deps;
  const events = createEmitter<RealtimeEvents>();
  const commands = createEmitter<Record<string, { payload: unknown; hub: HubName }>>();
  const createClient = options.hubClient ?? createSignalrClient;

  const schemas = new Map<string, v.GenericSchema>();

  function receive(hub: HubName, argument: unknown): void {
    const push = parseNotifyMessage(argument, schemas);
    // A malformed push is dropped and reported; it never reaches a store.
    if (!push.ok) events.emit('error', { hub, error: push.error });
    else commands.emit(push.command, { payload: push.payload, hub });
  }

  const links = Object.fromEntries(
    HUB_NAMES.map((name): [HubName, HubLink] => [
      name,
      createHubLink({
        name,
        createClient,
        clock: env.clock,
        platform: env.platform,
        events,
        receive,
        config: () => ({
          hub: name,
          url: hubUrl(
            deps.baseUrl,
            options.hubPaths?.[name] ?? DEFAULT_HUB_PATHS[name],
            deps.fingerprint(),
          ),
          accessToken: () => session.$authData.get()?.token ?? '',
          WebSocket: env.WebSocket,
          reconnectDelays: RECONNECT_DELAYS_MS,
          serverTimeoutMs: SERVER_TIMEOUT_MS,
          keepAliveMs: KEEP_ALIVE_MS,
        }),
      }),
    ]),
  ) as Record<HubName, HubLink>;
  const all = Object.values(links);
  // A module marks the hubs it reads; a site without the sportsbook opens no sbnotify socket.
  const used = new Set<HubName>();
  let online = false;

  async function connect(): Promise<void> {
    // Spec 000 §4: the socket belongs to the player's session; visitors get none.
    if (!session.$authData.get()) return;
    online = true;
    await Promise.all([...used].map((hub) => links[hub].start()));
  }
  const disconnect = async () => {
    online = false;
    await Promise.all(all.map((link) => link.stop()));
  };

  session.on('logged-in', () => void connect());
  session.on('logged-out', () => void disconnect());

  return {
    hubs: links,
    connect,
    disconnect,
    useHub(hub) {
      if (used.has(hub)) return;
      used.add(hub);
      if (online && session.$authData.get()) void links[hub].start();
    },
    async reconnect() {
      await Promise.all(all.map((link) => link.reconnect()));
    },
    on: events.on,
    onCommand: (command: string, handler: CommandHandler<never>) =>
      commands.on(command, ({ payload, hub }) => handler(payload as never, hub)),
    validateCommand(command, schema) {
      schemas.set(command, schema);
    },
    listenerCount: () => events.listenerCount() + commands.listenerCount(),
  };
}
