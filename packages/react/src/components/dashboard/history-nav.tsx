import { dashboardTileUrl } from '@site/core/shell';
import { Link, useLocation } from 'wouter';
import { useBetHistoryRoute } from '../../hooks/use-bet-history-route';
import { useI18nContext } from '../../i18n/i18n-react';

/** The history pages side by side, the current one marked: one click between them (the bets
 * page only on a site with the sportsbook). */
export function HistoryNav() {
  const { LL } = useI18nContext();
  const [path] = useLocation();
  const betHistory = useBetHistoryRoute();
  const links = [
    { href: dashboardTileUrl('financialHistory'), label: LL.history.financial.title() },
    { href: dashboardTileUrl('gameActivities'), label: LL.history.games.title() },
    ...(betHistory ? [{ href: betHistory, label: LL.history.bets.title() }] : []),
    { href: dashboardTileUrl('bonuses'), label: LL.history.bonuses.title() },
    { href: dashboardTileUrl('sessionHistory'), label: LL.history.sessions.title() },
  ];
  return (
    <nav className="site-history-nav" aria-label={LL.history.sections()}>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="site-history-nav__link"
              aria-current={path === link.href ? 'page' : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
