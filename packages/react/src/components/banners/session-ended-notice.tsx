import { useStore } from '@nanostores/react';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

/**
 * "Your session has ended": shown on the page a player lands on after a 401 or a logout in
 * another tab (spec 000 §8), with the server's message when the 401 carried one. The core
 * keeps the notice across the reload; closing it (or logging in) clears it.
 */
export function SessionEndedNotice() {
  const { LL } = useI18nContext();
  const { session } = useSite();
  const notice = useStore(session.$endedNotice);
  if (!notice) return null;
  const text =
    notice.message ??
    (notice.reason === 'other-tab' ? LL.banner.sessionEndedOtherTab() : LL.banner.sessionEnded());
  return (
    <div className="site-top-bar site-session-ended" role="alert" data-testid="session-ended">
      <p className="site-top-bar__text">{text}</p>
      <button
        type="button"
        className="site-icon-button site-top-bar__close"
        aria-label={LL.dialog.close()}
        onClick={() => session.dismissEndedNotice()}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
