import { headerSearchTarget } from '@site/core/shell';
import { Link, useLocation, useSearch } from 'wouter';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

/**
 * The search button: opens the casino search (the lobby focuses its search box on `?search`),
 * on /casino/live when the URL is exactly that, else on /casino/slot.
 */
export function SearchLink() {
  const { LL } = useI18nContext();
  const [path] = useLocation();
  const search = useSearch();
  const target = headerSearchTarget(search ? `${path}?${search}` : path);
  return (
    <Link
      href={`${target}?search`}
      className="site-icon-button site-header__search"
      aria-label={LL.header.search()}
    >
      <Icon name="search" />
    </Link>
  );
}
