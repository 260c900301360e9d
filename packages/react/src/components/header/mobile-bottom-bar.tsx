import { dashboardTileUrl } from '@site/core/shell';
import { Link } from 'wouter';
import { useSession } from '../../hooks/use-session';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { AccountLink } from './account-link';
import { AuthButtons } from './auth-buttons';
import { NotificationBell } from './notification-bell';
import { PlayerBadge } from './player-badge';

/**
 * The mobile bottom bar: Register and Login for visitors; account, notifications, balance and
 * deposit for players.
 */
export function MobileBottomBar() {
  const { LL } = useI18nContext();
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
        <AuthButtons />
      )}
    </nav>
  );
}
