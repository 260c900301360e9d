import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Notification, NotificationView } from './notification.types';
import { unreadLabel } from './unread-label';

export interface NotificationStores {
  /** Newest first. */
  $notifications: ReadableAtom<Notification[]>;
  $unreadCount: ReadableAtom<number>;
  /** Badge text: the count, `9+` from 9, null at 0. */
  $unreadLabel: ReadableAtom<string | null>;
  $view: ReadableAtom<NotificationView>;
  /** The notification the detail view shows, or null in the list view. */
  $selected: ReadableAtom<Notification | null>;
  setList(list: Notification[]): void;
  setView(view: NotificationView): void;
}

const LIST_VIEW: NotificationView = { mode: 'list' };

export const countUnread = (list: readonly Notification[]) =>
  list.reduce((count, notification) => count + (notification.isRead ? 0 : 1), 0);

/** The list and view atoms; `onCountChange` hears every change of the unread count. */
export function createNotificationStores(
  onCountChange: (count: number, previous: number) => void,
): NotificationStores {
  const $notifications = atom<Notification[]>([]);
  const $unreadCount = computed($notifications, countUnread);
  const $view = atom<NotificationView>(LIST_VIEW);
  return {
    $notifications,
    $unreadCount,
    $unreadLabel: computed($unreadCount, unreadLabel),
    $view,
    $selected: computed([$view, $notifications], (view, list) =>
      view.mode === 'detail' ? (list.find((n) => n.id === view.id) ?? null) : null,
    ),
    setList(list) {
      // Counted here, not by listening to $unreadCount: a listener would mount the list and
      // load it for nobody.
      const previous = countUnread($notifications.get());
      $notifications.set(list);
      const count = countUnread(list);
      if (count !== previous) onCountChange(count, previous);
    },
    setView(view) {
      $view.set(view.mode === 'list' ? LIST_VIEW : view);
    },
  };
}
