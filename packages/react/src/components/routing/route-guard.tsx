import { checkRoute } from '@site/core/shell';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../../hooks/use-session';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';

/**
 * For a page reached without in-app navigation (typed URL, reload, new tab): applies the
 * route's guards. Blocked by login, the login form opens and the page says why; once the
 * player logs in the page shows. Blocked by betco, access is denied.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const site = useShellSite();
  const session = useSession();
  const [path] = useLocation();
  const decision = checkRoute(path, session);
  const blockedByLogin = !decision.allowed && decision.guard === 'login';

  useEffect(() => {
    if (blockedByLogin) site.shell.canEnter(path);
  }, [site, path, blockedByLogin]);

  if (decision.allowed) return children;
  return (
    <section className="site-page site-access-notice" aria-labelledby="site-access-title">
      <h1 className="site-page__title" id="site-access-title">
        {blockedByLogin ? LL.routeGuard.loginTitle() : LL.routeGuard.betcoTitle()}
      </h1>
      <p>{blockedByLogin ? LL.routeGuard.loginText() : LL.routeGuard.betcoText()}</p>
      {blockedByLogin ? (
        <button
          type="button"
          className="site-button site-button--primary"
          onClick={() => site.dialogs.open('login')}
        >
          {LL.header.login()}
        </button>
      ) : null}
      <Link href="/">{LL.routeGuard.home()}</Link>
    </section>
  );
}
