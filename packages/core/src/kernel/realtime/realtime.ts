import type { ReadableAtom } from 'nanostores';
import type * as v from 'valibot';
import type { SiteEnv } from '../env/ports';
import { createEmitter, type Emitter } from '../events/emitter';
import type { SessionModule } from '../session/session';
import type { HubClientFactory } from './hub-client';
import { createHubLink, type HubLink } from './hub-link';
import { hubUrl } from './hub-url';
import { parseNotifyMessage } from './notify-message';
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
  /**
   * Connect the hubs that serve visitors (the sportsbook's sbnotify: live odds) with the
   * anonymous token before any login. Default true; false for an operator whose hub refuses
   * anonymous tokens. A refused visitor connection is silent and not retried.
   */
  visitors?: boolean;
}

export type CommandHandler<TPayload> = (payload: TPayload, hub: HubName) => void;

/**
 * `TCommands`: the payload type of each push command known here, by name. The kernel knows none;
 * each module declares the ones it reads (`SiteModule`'s fourth parameter), so `site.realtime`
 * of a composed site types exactly its modules' commands.
 */
export interface RealtimeModule<TCommands extends object = object> {
  /** One connection-state store per hub. */
  hubs: Readonly<Record<HubName, { readonly $state: ReadableAtom<HubLinkState> }>>;
  /**
   * Connects the hubs the composed modules use: all of them with the player's token, or for a
   * visitor those that serve visitors, with the anonymous token (unless `visitors: false`).
   * `site.start()`, login and logout call it.
   */
  connect(): Promise<void>;
  /**
   * Marks a hub as used by a module (the shell: frnotify; the sportsbook: sbnotify, also for
   * visitors). Only used hubs connect; a hub marked while connected connects at once.
   */
  useHub(hub: HubName, options?: { visitors?: boolean }): void;
  /** Closes every hub (`site.dispose()` calls it). */
  disconnect(): Promise<void>;
  /** Tries again on hubs whose client gave up (visibility and online do this by themselves). */
  reconnect(): Promise<void>;
  /** Link events: `error`, `disconnect`, `reconnected`. Returns an unsubscribe function. */
  on: Emitter<RealtimeEvents>['on'];
  /**
   * Validated `NotifyMessage` pushes by command. `Notification` feeds the shell's
   * notifications; `oddChanged` the sportsbook's odds stream; `cashoutChanged` the cash-out.
   * Unknown commands arrive unchecked. Returns an unsubscribe function.
   */
  onCommand<K extends keyof TCommands & string>(
    command: K,
    handler: CommandHandler<TCommands[K]>,
  ): () => void;
  onCommand(command: string, handler: CommandHandler<unknown>): () => void;
  /**
   * Checks every `command` push against `schema` before a handler sees it; a malformed push
   * becomes an `error` event. Each module registers the commands it reads.
   */
  validateCommand<K extends keyof TCommands & string>(
    command: K,
    schema: v.GenericSchema<unknown, TCommands[K]>,
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
  session: Pick<SessionModule, '$authData' | 'on' | 'tokens' | 'ensureAnonymousToken'>;
  env: Pick<SiteEnv, 'clock' | 'platform' | 'WebSocket'>;
  /** Absolute URL the hub paths resolve against, like the HTTP bases. */
  baseUrl: string;
  fingerprint(): string;
  options?: RealtimeOptions;
}

/**
 * The real-time link of spec 000 §7: the composed modules' hubs, live while a player is logged
 * in; a visitor gets the hubs that serve visitors (live odds) with the anonymous token.
 */
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
          // The player's token, or a visitor's anonymous one (read at each (re)connect).
          accessToken: () => session.tokens.bearer() ?? '',
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
  const forVisitors = new Set<HubName>();
  const visitorsAllowed = options.visitors ?? true;
  // Who the open links belong to: the tokens differ, so a login or logout reconnects.
  let mode: 'off' | 'visitor' | 'player' = 'off';

  const stopAll = () => Promise.all(all.map((link) => link.stop()));
  const visitorHubs = () => [...used].filter((hub) => forVisitors.has(hub));

  async function connect(): Promise<void> {
    if (session.$authData.get()) {
      const wasVisitor = mode === 'visitor';
      mode = 'player';
      if (wasVisitor) await stopAll(); // the visitor's sockets carry the anonymous token
      await Promise.all([...used].map((hub) => links[hub].start()));
      return;
    }
    if (mode === 'player') {
      mode = 'off';
      await stopAll();
    }
    // Spec 000 §4 starts the socket at login; it does not forbid a visitor's, and the
    // anonymous token exists for it. Without a token yet, start() connects once it has one.
    if (!visitorsAllowed || visitorHubs().length === 0 || !session.tokens.bearer()) return;
    mode = 'visitor';
    await Promise.all(visitorHubs().map((hub) => links[hub].start({ visitor: true })));
  }
  const disconnect = async () => {
    mode = 'off';
    await stopAll();
  };

  session.on('logged-in', () => void connect());
  session.on('logged-out', () => {
    void (async () => {
      await disconnect();
      if (!visitorsAllowed || visitorHubs().length === 0) return;
      // Back to a visitor: the player's token is gone, the visitor's sockets take a new one.
      try {
        await session.ensureAnonymousToken();
      } catch {
        return; // no token, no visitor link; the page's next call fetches one
      }
      if (mode === 'off' && !session.$authData.get()) await connect();
    })();
  });

  return {
    hubs: links,
    connect,
    disconnect,
    useHub(hub, hubOptions = {}) {
      if (hubOptions.visitors) forVisitors.add(hub);
      if (used.has(hub)) return;
      used.add(hub);
      if (mode === 'player') void links[hub].start();
      else if (mode === 'visitor' && forVisitors.has(hub)) void links[hub].start({ visitor: true });
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
