import { useStore } from '@nanostores/react';
import type { LoadState } from '@site/core';
import type { Notification, NotificationView } from '@site/core/shell';
import { useShellSite } from './use-site';

/** The notification list (loaded by the core on first subscribe while a player is logged in). */
export function useNotifications(): Notification[] {
  return useStore(useShellSite().notifications.$notifications);
}

/** The bell's badge: `1`…`8`, `9+`, or null. */
export function useUnreadLabel(): string | null {
  return useStore(useShellSite().notifications.$unreadLabel);
}

/** The panel's view, the notification it shows, and the list call's `LoadState`. */
export function useNotificationView(): LoadState & {
  view: NotificationView;
  selected: Notification | null;
} {
  const { notifications } = useShellSite();
  return {
    view: useStore(notifications.$view),
    selected: useStore(notifications.$selected),
    ...useStore(notifications.$loadState),
  };
}
