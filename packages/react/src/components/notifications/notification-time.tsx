import { formatNotificationTime } from '@site/core/shell';
import { useLocale } from '../../hooks/use-locale';

/** `d.MMM.yy HH:mm` in the viewer's zone (the server's UTC time, read by the core). */
export function NotificationTime({ time }: { time: number }) {
  const [locale] = useLocale();
  return (
    <time className="site-notification__time" dateTime={new Date(time).toISOString()}>
      {formatNotificationTime(time, locale)}
    </time>
  );
}
