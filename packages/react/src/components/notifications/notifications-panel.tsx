import { isMobileWidth } from '@site/core/shell';
import {
  type CSSProperties,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNotifications, useNotificationView } from '../../hooks/use-notifications';
import { useNotificationsOpen } from '../../hooks/use-shell';
import { useShellSite } from '../../hooks/use-site';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { NOTIFICATIONS_PANEL_ID } from '../header/notification-bell';
import { Icon } from '../icons/icon';
import { NotificationDetail } from './notification-detail';
import { NotificationList } from './notification-list';

/**
 * The notification panel: a 582 px popover under the header on desktop (the page behind does
 * not scroll while it shows), a full-height bottom sheet on mobile. List and detail views.
 * Escape, the close button and a click outside close it; focus goes back to the bell.
 */
export interface NotificationsPanelProps {
  /** The element the desktop popover hangs under (the header); default: the header height. */
  anchor?: RefObject<HTMLElement | null>;
}

export function NotificationsPanel({ anchor }: NotificationsPanelProps) {
  return useNotificationsOpen() ? <OpenPanel anchor={anchor} /> : null;
}

function OpenPanel({ anchor }: NotificationsPanelProps) {
  const { LL } = useI18nContext();
  const site = useShellSite();
  const mobile = isMobileWidth(useViewportWidth());
  const items = useNotifications();
  const { view, selected, status } = useNotificationView();
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const close = () => site.shell.closeNotifications();

  useScrollLock();
  const top = useAnchorBottom(anchor);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target || panel.current?.contains(target)) return;
      if (target.closest('[data-notifications-toggle]')) return;
      site.shell.closeNotifications();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      // Back to whatever opened the panel, if it is still on the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [site]);

  const detail = view.mode === 'detail' && selected;
  return (
    <section
      ref={panel}
      id={NOTIFICATIONS_PANEL_ID}
      className="site-notifications-panel"
      data-variant={mobile ? 'sheet' : 'popover'}
      style={top === null ? undefined : ({ '--site-panel-top': `${top}px` } as CSSProperties)}
      role="dialog"
      aria-labelledby="site-notifications-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <div className="site-notifications-panel__header">
        <h2
          className="site-notifications-panel__title"
          id="site-notifications-title"
          ref={heading}
          tabIndex={-1}
        >
          {LL.notificationPanel.title()}
        </h2>
        <button
          type="button"
          className="site-icon-button"
          aria-label={LL.notificationPanel.close()}
          onClick={close}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="site-notifications-panel__body">
        {detail ? (
          <NotificationDetail
            item={selected}
            onBack={() => {
              site.notifications.backToList();
              heading.current?.focus();
            }}
          />
        ) : items.length > 0 ? (
          <NotificationList items={items} />
        ) : status === 'loading' ? (
          <p className="site-notifications-panel__state" role="status">
            <span className="site-spinner" aria-hidden="true" /> {LL.notificationPanel.loading()}
          </p>
        ) : status === 'failed' ? (
          <div className="site-notifications-panel__state" role="alert">
            <p>{LL.notificationPanel.error()}</p>
            <button
              type="button"
              className="site-button site-button--ghost"
              onClick={() => void site.notifications.refresh().catch(() => {})}
            >
              {LL.notificationPanel.retry()}
            </button>
          </div>
        ) : (
          <p className="site-notifications-panel__state">{LL.notificationPanel.empty()}</p>
        )}
      </div>
    </section>
  );
}

/** Where the anchor ends on screen (the header's height varies with its banners). */
function useAnchorBottom(anchor: RefObject<HTMLElement | null> | undefined): number | null {
  const [bottom, setBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = anchor?.current;
    if (element) setBottom(Math.round(element.getBoundingClientRect().bottom));
  }, [anchor]);
  return bottom;
}

/** Spec 000 §4: the page body does not scroll while the panel shows. */
function useScrollLock() {
  useEffect(() => {
    document.body.classList.add('site-scroll-locked');
    return () => document.body.classList.remove('site-scroll-locked');
  }, []);
}
