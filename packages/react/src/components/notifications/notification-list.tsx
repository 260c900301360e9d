import type { Notification } from '@site/core/shell';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { NotificationTime } from './notification-time';

/** The list view: newest first, an unread dot, each row opens its detail (and marks it read). */
export function NotificationList({ items }: { items: Notification[] }) {
  const { LL } = useI18nContext();
  const site = useShellSite();
  return (
    <ul className="site-notification-list">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="site-notification"
            data-unread={item.isRead ? undefined : ''}
            onClick={() => site.notifications.openDetail(item.id)}
          >
            <span className="site-notification__icon" data-kind={item.kind}>
              <Icon name={item.icon} />
            </span>
            <span className="site-notification__text">
              <span className="site-notification__title">{item.title}</span>
              <NotificationTime time={item.time} />
            </span>
            {item.isRead ? null : (
              <span className="site-notification__dot">
                <span className="site-visually-hidden">{LL.notificationPanel.unread()}</span>
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
