import { useStore } from '@nanostores/react';
import { useProtectionSite } from '../../../hooks/use-protection-site';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useHistoryFormat } from '../../dashboard/use-history-format';

/** The reality check: time logged in and this session's net result, Continue or Log out. */
export function RealityCheckDialog() {
  const { LL } = useI18nContext();
  const site = useProtectionSite();
  const check = useStore(site.protection.$realityCheck);
  const format = useHistoryFormat();
  if (!check) return null;
  const texts = LL.protection.reality;
  return (
    <div className="site-reality-check">
      <dl className="site-reality-check__figures">
        <div>
          <dt>{texts.loggedIn()}</dt>
          <dd>{texts.minutes({ minutes: check.minutesLoggedIn })}</dd>
        </div>
        <div>
          <dt>{texts.net()}</dt>
          <dd data-sign={check.net < 0 ? 'negative' : 'positive'}>{format.money(check.net)}</dd>
        </div>
      </dl>
      <div className="site-protection__actions">
        <button
          type="button"
          className="site-button site-button--primary"
          onClick={() => site.protection.continueSession()}
        >
          {texts.continue()}
        </button>
        <button
          type="button"
          className="site-button site-button--ghost"
          onClick={() => void site.protection.logOutFromRealityCheck()}
        >
          {texts.logout()}
        </button>
      </div>
    </div>
  );
}
