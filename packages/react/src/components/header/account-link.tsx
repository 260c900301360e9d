import { Link } from 'wouter';
import { useSession } from '../../hooks/use-session';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

/** My Account, or the crown for user groups 3 and 4 (the core's `crown` flag); both to /dashboard. */
export function AccountLink({ iconOnly = false }: { iconOnly?: boolean }) {
  const { LL } = useI18nContext();
  const { crown } = useSession();
  const label = crown ? LL.header.vipAccount() : LL.header.myAccount();
  return (
    <Link
      href="/dashboard"
      className="site-header__link site-header__account"
      data-crown={crown || undefined}
      aria-label={crown || iconOnly ? label : undefined}
    >
      <Icon name={crown ? 'crown' : 'user'} />
      {crown || iconOnly ? null : <span className="site-header__link-text">{label}</span>}
    </Link>
  );
}
