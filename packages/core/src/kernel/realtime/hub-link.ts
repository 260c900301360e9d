import { atom, type ReadableAtom } from 'nanostores';
import type { Clock, Platform, TimerHandle } from '../env/ports';
import { SiteError } from '../errors/site-error';
import type { Emitter } from '../events/emitter';
import type { HubClient, HubClientConfig, HubClientFactory } from './hub-client';
import { NOTIFY_METHOD } from './notify-message';
import type { HubLinkState, HubName, HubState, RealtimeEvents } from './realtime.types';

/** One hub connection with its state store; started and stopped by the realtime module. */
export interface HubLink {
  readonly name: HubName;
  readonly $state: ReadableAtom<HubLinkState>;
  /**
   * Connects; does nothing while the link runs. A `visitor` run (the anonymous token) is quiet:
   * a refused or failed start is not retried and raises no `error` event.
   */
  start(options?: { visitor?: boolean }): Promise<void>;
  /**
   * Disconnects and forgets every timer and listener of the run. A start in flight is
   * cancelled: its connection is stopped as soon as the start settles (resolves once it is).
   */
  stop(): Promise<void>;
  /** Tries again after the client gave up; does nothing otherwise. */
  reconnect(): Promise<void>;
}

export interface HubLinkDeps {
  name: HubName;
  /** Read at each start: the URL carries the fingerprint, the token factory the session. */
  config(): HubClientConfig;
  createClient: HubClientFactory;
  clock: Clock;
  platform: Platform;
  events: Pick<Emitter<RealtimeEvents>, 'emit'>;
  /** One `NotifyMessage` argument, unchecked. */
  receive(hub: HubName, argument: unknown): void;
}

/** Everything one start() owns, so a late callback of a stopped run is recognised and ignored. */
interface Run {
  active: boolean;
  config: HubClientConfig;
  client: HubClient | undefined;
  timer: TimerHandle | undefined;
  gaveUp: boolean;
  /** The client's start() in flight (the SignalR handshake), which stop() waits out. */
  starting: Promise<void> | undefined;
  /** A loss or failed attempt happened: pushes may be missing, the next success is a reconnect. */
  missed: boolean;
  /** Opened with the anonymous token: an operator's hub may refuse visitors. */
  visitor: boolean;
  /** A visitor run whose start failed: not tried again (no retry storm on a refusing hub). */
  refused: boolean;
  unsubscribe: (() => void)[];
}

const DISCONNECTED: HubLinkState = { state: 'Disconnected', gaveUp: false };

const noop = () => {};

const asSiteError = (error: unknown): SiteError =>
  error instanceof SiteError ? error : new SiteError('network', 'errors.network', { cause: error });

export function createHubLink(deps: HubLinkDeps): HubLink {
  const { name, clock, platform, events } = deps;
  const $state = atom<HubLinkState>(DISCONNECTED);
  let current: Run | undefined;
  let stopping: Promise<void> | undefined;
  // Counts stop() calls: a start() that waited for the last close sees it was cancelled.
  let stops = 0;

  const set = (state: HubState, gaveUp = false) => {
    const now = $state.get();
    if (now.state !== state || now.gaveUp !== gaveUp) $state.set({ state, gaveUp });
  };
  const live = (run: Run) => run.active && run === current;

  function giveUp(run: Run): void {
    run.gaveUp = true;
    set('Disconnected', true);
  }

  async function attempt(run: Run, client: HubClient, retry: number): Promise<void> {
    // Stopped between loading the client and starting it: no socket is opened.
    if (!live(run)) return;
    set(run.missed ? 'Reconnecting' : 'Connecting');
    const starting = client.start();
    run.starting = starting;
    try {
      await starting;
    } catch (error) {
      if (!live(run)) return;
      run.missed = true;
      if (run.visitor) {
        run.refused = true;
        return giveUp(run);
      }
      events.emit('error', { hub: name, error: asSiteError(error) });
      // SignalR's automatic reconnect only covers lost connections; a failed start is
      // retried here on the same delays, with the clock port.
      const delay = run.config.reconnectDelays[retry];
      if (delay === undefined) return giveUp(run);
      set('Reconnecting');
      run.timer = clock.setTimeout(() => {
        run.timer = undefined;
        void attempt(run, client, retry + 1);
      }, delay);
      return;
    } finally {
      if (run.starting === starting) run.starting = undefined;
    }
    // Stopped during the handshake: stop() closes this connection, nothing else runs.
    if (!live(run)) return;
    set('Connected');
    if (run.missed) {
      run.missed = false;
      events.emit('reconnected', { hub: name });
    }
  }

  function wire(run: Run, client: HubClient): void {
    client.on(NOTIFY_METHOD, (argument) => {
      if (live(run)) deps.receive(name, argument);
    });
    client.onreconnecting((error) => {
      if (!live(run)) return;
      run.missed = true;
      set('Reconnecting');
      events.emit('disconnect', {
        hub: name,
        error: error && asSiteError(error),
        reconnecting: true,
      });
    });
    client.onreconnected(() => {
      if (!live(run)) return;
      run.missed = false;
      set('Connected');
      events.emit('reconnected', { hub: name });
    });
    // Our own stop() retires the run first, so a close seen here means the client gave up.
    client.onclose((error) => {
      if (!live(run)) return;
      run.missed = true;
      giveUp(run);
      events.emit('disconnect', {
        hub: name,
        error: error && asSiteError(error),
        reconnecting: false,
      });
    });
  }

  /** The run's client, built on first use (this is where SignalR gets loaded). */
  async function clientOf(run: Run): Promise<HubClient | undefined> {
    if (run.client) return run.client;
    let client: HubClient;
    try {
      client = await deps.createClient(run.config);
    } catch (error) {
      // The SignalR code could not load (offline at first login): give up until the page or
      // the network comes back.
      if (!live(run)) return undefined;
      run.missed = true;
      if (!run.visitor) events.emit('error', { hub: name, error: asSiteError(error) });
      giveUp(run);
      return undefined;
    }
    if (!live(run)) return undefined;
    run.client = client;
    wire(run, client);
    return client;
  }

  async function reconnect(): Promise<void> {
    const run = current;
    if (!run || !live(run) || !run.gaveUp || run.refused) return;
    run.gaveUp = false;
    set('Reconnecting');
    const client = await clientOf(run);
    if (client) await attempt(run, client, 0);
  }

  async function start(options: { visitor?: boolean } = {}): Promise<void> {
    if (current) return;
    const stopsBefore = stops;
    // A quick logout and login: let the old connection finish closing first.
    if (stopping) await stopping;
    // Another start won the wait, or a stop() (a dispose) came meanwhile and cancels this one.
    if (current || stops !== stopsBefore) return;
    const config = deps.config();
    const run: Run = {
      active: true,
      config,
      client: undefined,
      timer: undefined,
      gaveUp: false,
      starting: undefined,
      missed: false,
      visitor: options.visitor ?? false,
      refused: false,
      unsubscribe: [],
    };
    current = run;
    set('Connecting');
    // Beyond the spec: a link that gave up comes back with the page or the network.
    run.unsubscribe.push(
      platform.onVisibilityChange((visible) => {
        if (visible) void reconnect();
      }),
      platform.onOnline(() => void reconnect()),
    );
    const client = await clientOf(run);
    if (client) await attempt(run, client, 0);
  }

  /**
   * Stops the client, then waits out a start still in flight and stops what it opened: a
   * handshake may complete after the first stop (the socket must not outlive the run).
   */
  async function close(client: HubClient, starting: Promise<void> | undefined): Promise<void> {
    // Closing a socket that is already gone (or a start that failed) is not worth reporting.
    const quietly = (work: Promise<void>) => work.then(noop, noop);
    if (client.state !== 'Disconnected') await quietly(client.stop());
    if (!starting) return;
    await quietly(starting);
    if (client.state !== 'Disconnected') await quietly(client.stop());
  }

  async function stop(): Promise<void> {
    stops++;
    const run = current;
    if (!run) return;
    current = undefined;
    run.active = false;
    if (run.timer !== undefined) clock.clearTimeout(run.timer);
    run.timer = undefined;
    for (const unsubscribe of run.unsubscribe.splice(0)) unsubscribe();
    const client = run.client;
    if (!client || (client.state === 'Disconnected' && !run.starting)) {
      set('Disconnected');
      return;
    }
    set('Disconnecting');
    stopping = close(client, run.starting);
    const mine = stopping;
    await mine;
    if (stopping === mine) stopping = undefined;
    if (!current) set('Disconnected');
  }

  return { name, $state, start, stop, reconnect };
}
