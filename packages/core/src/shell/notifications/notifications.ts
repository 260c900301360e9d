import { atom, onMount, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { toSiteError } from '../../kernel/errors/site-error';
import { createEmitter, type Emitter } from '../../kernel/events/emitter';
import type { HttpClient } from '../../kernel/http/http-client';
import type { LoadState } from '../../kernel/load/load-state';
import type { CountsListeners, RealtimeModule } from '../../kernel/realtime/realtime';
import type { SessionModule } from '../../kernel/session/session';
import { notificationListSchema, notificationSchema } from './notification.schema';
import { NOTIFICATION_TAKE, type Notification } from './notification.types';
import { createNotificationStores, type NotificationStores } from './notifications.store';

export interface NotificationEvents extends Record<string, unknown> {
  /** Spec 000 §4: the bell shakes when the count changes. Fired on every change of the unread count. */
  'count-changed': { count: number; previous: number };
}

export interface NotificationsModule extends Omit<NotificationStores, 'setList' | 'setView'> {
  /**
   * The list call: `loading` while it runs, `failed` with the `SiteError` (the list keeps what
   * it had), `idle` again at logout.
   */
  $loadState: ReadableAtom<LoadState>;
  /** Calls `customer/notification` (skip 0, take 100). Rejects with a SiteError. */
  refresh(): Promise<void>;
  /**
   * Marks notifications read (all when no ids are given) through `customer/readnotification`,
   * sending only the ids still unread. Optimistic; a failure rolls back and rejects.
   */
  markRead(ids?: readonly number[]): Promise<void>;
  /** Shows one notification in the detail view and marks it read. */
  openDetail(id: number): void;
  /** Back from the detail view to the list. */
  backToList(): void;
  on: Emitter<NotificationEvents>['on'];
}

export interface NotificationsDeps {
  http: HttpClient;
  session: Pick<SessionModule, '$authData' | 'on'>;
  realtime: Pick<
    RealtimeModule<{ Notification: Notification }>,
    'on' | 'onCommand' | 'validateCommand'
  >;
}

const ignore = () => {};

/**
 * The notification panel's data (spec 000 §2–§4): loaded on first subscribe while a player is
 * logged in, fed by pushed `Notification` commands, re-fetched after a reconnect, cleared at
 * logout.
 */
export function createNotifications(
  deps: NotificationsDeps,
): NotificationsModule & CountsListeners {
  const { http, session, realtime } = deps;
  const events = createEmitter<NotificationEvents>();
  const stores = createNotificationStores((count, previous) =>
    events.emit('count-changed', { count, previous }),
  );
  const $loadState = atom<LoadState>({ status: 'idle' });
  // Bumped at logout: answers for the previous player are dropped.
  let generation = 0;
  let loaded = false;
  let inFlight: { generation: number; promise: Promise<void> } | undefined;
  // Optimistically read ids: a list answer that raced the read call must not undo them.
  const pendingRead = new Set<number>();
  // Pushed while a load ran: the answer may predate them.
  const pushedDuringLoad = new Map<number, Notification>();

  async function load(mine: number): Promise<void> {
    $loadState.set({ ...$loadState.get(), status: 'loading' });
    try {
      const { data } = await http.post(
        'customer/notification',
        { skip: 0, take: NOTIFICATION_TAKE },
        { schema: notificationListSchema },
      );
      if (mine !== generation) return;
      const ids = new Set(data.map((n) => n.id));
      const missed = [...pushedDuringLoad.values()].filter((n) => !ids.has(n.id));
      const list = [...missed, ...data].map((n) =>
        pendingRead.has(n.id) && !n.isRead ? { ...n, isRead: true } : n,
      );
      loaded = true;
      $loadState.set({ status: 'ready' });
      stores.setList(list);
    } catch (error) {
      const siteError = toSiteError(error);
      if (mine === generation) $loadState.set({ status: 'failed', error: siteError });
      throw siteError;
    } finally {
      if (mine === generation) pushedDuringLoad.clear();
    }
  }

  async function refresh(): Promise<void> {
    if (!session.$authData.get()) return;
    // Concurrent callers share one call, unless the player changed in between.
    let flight = inFlight;
    if (flight?.generation !== generation) {
      const mine = generation;
      const promise = load(mine).finally(() => {
        if (inFlight?.promise === promise) inFlight = undefined;
      });
      flight = { generation: mine, promise };
      inFlight = flight;
    }
    return flight.promise;
  }

  function clear(): void {
    generation++;
    loaded = false;
    inFlight = undefined;
    pendingRead.clear();
    pushedDuringLoad.clear();
    $loadState.set({ status: 'idle' });
    stores.setView({ mode: 'list' });
    stores.setList([]);
  }

  function add(notification: Notification): void {
    if (!session.$authData.get()) return;
    const list = stores.$notifications.get();
    // A push can repeat one the list already holds (a reconnect, a refetch): keep one.
    if (list.some((n) => n.id === notification.id)) return;
    if (inFlight) pushedDuringLoad.set(notification.id, notification);
    stores.setList([notification, ...list]);
  }

  async function markRead(ids?: readonly number[]): Promise<void> {
    const wanted = ids ? new Set(ids) : undefined;
    const unread = stores.$notifications
      .get()
      .filter((n) => !n.isRead && (!wanted || wanted.has(n.id)))
      .map((n) => n.id);
    if (unread.length === 0) return;
    // Snapshot (the ids this call flips), apply, roll back on failure, revalidate.
    const flipped = new Set(unread);
    const mine = generation;
    for (const id of unread) pendingRead.add(id);
    stores.setList(
      stores.$notifications.get().map((n) => (flipped.has(n.id) ? { ...n, isRead: true } : n)),
    );
    try {
      await http.post('customer/readnotification', { id: unread }, { schema: v.unknown() });
    } catch (error) {
      if (mine === generation) {
        stores.setList(
          stores.$notifications.get().map((n) => (flipped.has(n.id) ? { ...n, isRead: false } : n)),
        );
        void refresh().catch(ignore);
      }
      throw toSiteError(error);
    } finally {
      if (mine === generation) for (const id of unread) pendingRead.delete(id);
    }
  }

  // Loaded on first subscribe while a player is logged in; a login while shown loads too.
  onMount(stores.$notifications, () =>
    session.$authData.subscribe((auth) => {
      if (!auth) clear();
      else if (!loaded) void refresh().catch(ignore);
    }),
  );
  session.on('logged-out', clear);
  realtime.validateCommand('Notification', notificationSchema);
  realtime.onCommand('Notification', add);
  // Pushes may have been missed while the link was down.
  realtime.on('reconnected', ({ hub }) => {
    if (hub === 'frnotify' && loaded) void refresh().catch(ignore);
  });

  return {
    $notifications: stores.$notifications,
    $unreadCount: stores.$unreadCount,
    $unreadLabel: stores.$unreadLabel,
    $view: stores.$view,
    $selected: stores.$selected,
    $loadState,
    refresh,
    markRead,
    openDetail(id) {
      stores.setView({ mode: 'detail', id });
      // A failed read rolls back (the dot comes back); nothing else to tell the user.
      void markRead([id]).catch(ignore);
    },
    backToList() {
      stores.setView({ mode: 'list' });
    },
    on: events.on,
    listenerCount: events.listenerCount,
  };
}
