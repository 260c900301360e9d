import { useStore } from '@nanostores/react';
import type { SiteError } from '@site/core';
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

export function useNotificationView(): {
  view: NotificationView;
  selected: Notification | null;
  loading: boolean;
  error: SiteError | null;
} {
  const { notifications } = useShellSite();
  return {
    view: useStore(notifications.$view),
    selected: useStore(notifications.$selected),
    loading: useStore(notifications.$loading),
    error: useStore(notifications.$error),
  };
}
