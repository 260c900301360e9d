import type { Notification } from '@site/core/shell';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { NotificationTime } from './notification-time';

/** One notification, with the back arrow to the list. Its text is plain text, never HTML. */
export function NotificationDetail({ item, onBack }: { item: Notification; onBack(): void }) {
  const { LL } = useI18nContext();
  return (
    <article className="site-notification-detail" aria-labelledby="site-notification-detail-title">
      <button
        type="button"
        className="site-icon-button site-notification-detail__back"
        aria-label={LL.notificationPanel.back()}
        onClick={onBack}
      >
        <Icon name="back" />
      </button>
      <div className="site-notification-detail__head">
        <span className="site-notification__icon" data-kind={item.kind}>
          <Icon name={item.icon} />
        </span>
        <div>
          <h3 className="site-notification-detail__title" id="site-notification-detail-title">
            {item.title}
          </h3>
          <p className="site-notification-detail__meta">
            {LL.notificationPanel.kind[item.kind]()} · <NotificationTime time={item.time} />
          </p>
        </div>
      </div>
      <p className="site-notification-detail__note">{item.note}</p>
    </article>
  );
}
