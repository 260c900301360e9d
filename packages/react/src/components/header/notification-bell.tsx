import { useEffect, useState } from 'react';
import { useUnreadLabel } from '../../hooks/use-notifications';
import { useNotificationsOpen } from '../../hooks/use-shell';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

export const NOTIFICATIONS_PANEL_ID = 'site-notifications-panel';
const SHAKE_MS = 800;

/** The bell: unread badge (`9+` from 9) and a shake whenever the unread count changes. */
export function NotificationBell({ className = '' }: { className?: string }) {
  const { LL } = useI18nContext();
  const site = useShellSite();
  const label = useUnreadLabel();
  const open = useNotificationsOpen();
  const [shaking, setShaking] = useState(false);

  useEffect(() => site.notifications.on('count-changed', () => setShaking(true)), [site]);
  useEffect(() => {
    if (!shaking) return;
    const timer = window.setTimeout(() => setShaking(false), SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [shaking]);

  return (
    <button
      type="button"
      className={`site-icon-button site-bell ${className}`}
      data-shake={shaking || undefined}
      aria-expanded={open}
      aria-controls={open ? NOTIFICATIONS_PANEL_ID : undefined}
      data-notifications-toggle=""
      onClick={() => site.shell.toggleNotifications()}
    >
      <Icon name="bell" />
      <span className="site-visually-hidden">{LL.header.notifications()}</span>
      {label ? (
        <span className="site-bell__badge" data-testid="notification-badge">
          <span aria-hidden="true">{label}</span>
          <span className="site-visually-hidden">, {LL.header.unreadCount({ count: label })}</span>
        </span>
      ) : null}
    </button>
  );
}
