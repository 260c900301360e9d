import { useStore } from '@nanostores/react';
import { topBarView } from '@site/core/shell';
import { useLocation } from 'wouter';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

/**
 * The closable announcement bar, on the home route only. Closing remembers it (topNotifyRead),
 * collapses the bar and removes it 500 ms later (the core's timer).
 */
export function TopNotificationBar() {
  const { LL } = useI18nContext();
  const site = useShellSite();
  const state = useStore(site.shell.topBar.$state);
  const [path] = useLocation();
  const view = topBarView(state, path);
  if (view === 'hidden') return null;
  return (
    <div className="site-top-bar" data-state={view} data-testid="top-notification-bar">
      <p className="site-top-bar__text">{LL.topBar.text()}</p>
      <button
        type="button"
        className="site-icon-button site-top-bar__close"
        aria-label={LL.topBar.close()}
        disabled={view === 'collapsing'}
        onClick={() => site.shell.topBar.close()}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
