import { dashboardTileUrl } from '@site/core/shell';
import { Link } from 'wouter';
import { useSession } from '../../hooks/use-session';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { AccountLink } from './account-link';
import { NotificationBell } from './notification-bell';
import { PlayerBadge } from './player-badge';

/**
 * The mobile bottom bar: Register and Login for visitors; account, notifications, balance and
 * deposit for players.
 */
export function MobileBottomBar() {
  const { LL } = useI18nContext();
  const site = useSite();
  const session = useSession();
  return (
    <nav className="site-bottom-bar" aria-label={LL.header.mobileBar()}>
      {session.hasLogin ? (
        <>
          <AccountLink iconOnly />
          <NotificationBell />
          <PlayerBadge username={session.username ?? ''} compact />
          <Link href={dashboardTileUrl('deposit')} className="site-button site-button--primary">
            <Icon name="deposit" />
            {LL.header.deposit()}
          </Link>
        </>
      ) : (
        <>
          <button
            type="button"
            className="site-button site-button--secondary"
            onClick={() => site.dialogs.open('register')}
          >
            {LL.header.register()}
          </button>
          <button
            type="button"
            className="site-button site-button--primary"
            onClick={() => site.dialogs.open('login')}
          >
            {LL.header.login()}
          </button>
        </>
      )}
    </nav>
  );
}
