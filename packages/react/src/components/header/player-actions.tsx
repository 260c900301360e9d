import { dashboardTileUrl } from '@site/core/shell';
import { Link } from 'wouter';
import { useSession } from '../../hooks/use-session';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { LanguageSwitch } from '../language/language-switch';
import { AccountLink } from './account-link';
import { NotificationBell } from './notification-bell';
import { PlayerBadge } from './player-badge';

/** Desktop player: Claim Reward, Deposit, name and balance, My Account or crown, bell, logout. */
export function PlayerActions() {
  const { LL } = useI18nContext();
  const site = useSite();
  const session = useSession();
  return (
    <>
      <Link href="/dashboard/bonuses" className="site-button site-button--ghost">
        {LL.header.claimReward()}
      </Link>
      <Link href={dashboardTileUrl('deposit')} className="site-button site-button--primary">
        {LL.header.deposit()}
      </Link>
      <PlayerBadge username={session.username ?? ''} />
      <AccountLink />
      <NotificationBell />
      <button
        type="button"
        className="site-button site-button--ghost"
        onClick={() => void site.session.logout()}
      >
        {LL.header.logout()}
      </button>
      <LanguageSwitch />
    </>
  );
}
