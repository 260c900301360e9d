import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useProtectionSite } from '../../../hooks/use-protection-site';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ExclusionSection } from './exclusion-section';
import { LimitHistory } from './limit-history';
import { LimitSection } from './limit-section';
import { RealityCheckSetting } from './reality-check-setting';

/**
 * The Responsible Gaming page (player protection, an extension; docs/protection.md): deposit
 * and loss limits, the session reminder, time-out, self-exclusion and the limit history. The
 * core holds every rule; a failed load keeps what was shown and offers a retry.
 */
export function ResponsibleGaming() {
  const { LL } = useI18nContext();
  const site = useProtectionSite();
  const state = useStore(site.protection.$protection);
  useEffect(() => {
    void site.protection.refresh();
  }, [site]);
  const { settings } = state;

  return (
    <section className="site-page site-protection" aria-labelledby="site-protection-title">
      <h1 className="site-page__title" id="site-protection-title">
        {LL.protection.title()}
      </h1>
      <p className="site-page__lead">{LL.protection.lead()}</p>
      {state.status === 'failed' ? (
        <p className="site-protection__error" role="alert">
          {LL.protection.loadFailed()}{' '}
          <button
            type="button"
            className="site-button site-button--ghost"
            onClick={() => void site.protection.refresh()}
          >
            {LL.protection.retry()}
          </button>
        </p>
      ) : null}
      {settings === null ? (
        state.status === 'failed' ? null : (
          <p className="site-loading" role="status">
            <span className="site-spinner" aria-hidden="true" />
            {LL.protection.loading()}
          </p>
        )
      ) : (
        <>
          <LimitSection kind="deposit" limits={settings.depositLimits} />
          <LimitSection kind="loss" limits={settings.lossLimits} />
          <RealityCheckSetting minutes={settings.realityCheckMinutes} />
          <ExclusionSection kind="time-out" />
          <ExclusionSection kind="self-exclusion" />
          <LimitHistory history={settings.history} now={settings.now} />
        </>
      )}
    </section>
  );
}
