import { DASHBOARD_ACTIONS, DASHBOARD_TILES, RESPONSIBLE_GAMING_ROUTE } from '@site/core/shell';
import { Link } from 'wouter';
import { useBetHistoryRoute } from '../../hooks/use-bet-history-route';
import { useDisplayText } from '../../hooks/use-display-text';
import { useSession } from '../../hooks/use-session';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

/**
 * /dashboard: the seven account tiles (links to their routes), the player's bets (on a site
 * with the sportsbook), and the two actions, Change Password (opens its dialog) and Log Out.
 * Behind the login guard.
 */
export function DashboardPage() {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const site = useShellSite();
  // The Responsible Gaming tile, on a site composed with protectionModule().
  const protection = 'protection' in site;
  const session = useSession();
  const betHistory = useBetHistoryRoute();
  return (
    <section className="site-page site-dashboard" aria-labelledby="site-dashboard-title">
      <h1 className="site-page__title" id="site-dashboard-title">
        {LL.dashboardPage.title()}
      </h1>
      {session.username ? (
        <p className="site-page__lead">
          {LL.dashboardPage.greeting({ username: session.username })}
        </p>
      ) : null}
      <nav aria-label={LL.dashboardPage.tiles()}>
        <ul className="site-dashboard__tiles">
          {DASHBOARD_TILES.map((tile) => (
            <li key={tile.id}>
              <Link href={tile.url} className="site-dashboard__tile" data-testid="dashboard-tile">
                <Icon name={tile.icon} size="2rem" />
                <span>{text({ key: tile.title })}</span>
              </Link>
            </li>
          ))}
          {protection ? (
            <li>
              <Link href={RESPONSIBLE_GAMING_ROUTE} className="site-dashboard__tile">
                <Icon name="shield" size="2rem" />
                <span>{text({ key: 'shell.dashboard.responsibleGaming' })}</span>
              </Link>
            </li>
          ) : null}
          {betHistory ? (
            <li>
              <Link href={betHistory} className="site-dashboard__tile">
                <Icon name="sports" size="2rem" />
                <span>{text({ key: 'shell.dashboard.myBets' })}</span>
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <ul className="site-dashboard__actions" aria-label={LL.dashboardPage.actions()}>
        {DASHBOARD_ACTIONS.map((action) => (
          <li key={action.id}>
            <button
              type="button"
              className="site-button site-button--ghost"
              onClick={() => void site.shell.runDashboardAction(action.id)}
            >
              <Icon name={action.icon} />
              {text({ key: action.title })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
