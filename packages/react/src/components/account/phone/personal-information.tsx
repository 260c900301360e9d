import { useStore } from '@nanostores/react';
import { formatDate } from '@site/core';
import { VerificationPage } from '@site/core/account';
import { useEffect } from 'react';
import { useAccountSite } from '../../../hooks/use-account-site';
import { useLocale } from '../../../hooks/use-locale';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CustomerPhoneVerification } from './customer-phone-verification';

/**
 * The /dashboard/account page body: the player's details from `customer/profile` (name,
 * surname, username, e-mail, birth date when known), then the phone with its verification
 * state, once, in the phone section. Not a landmark of its own: the page around it is one.
 */
export function PersonalInformation({
  startPage = VerificationPage.NotVerified,
  heading = true,
}: {
  /** The phone section's page when the phone is not verified (a verified one shows Verified). */
  startPage?: VerificationPage;
  /** Its own "Personal Information" heading; off when the page's title already says it. */
  heading?: boolean;
}) {
  const { LL } = useI18nContext();
  const site = useAccountSite();
  const [locale] = useLocale();
  const state = useStore(site.account.profile.$profile);
  useEffect(() => {
    void site.account.profile.load();
  }, [site]);
  const t = LL.profile;
  // A calendar date (no zone on the wire): read and shown in UTC so no zone moves its day.
  const birthDate = (date: string) => formatDate(Date.parse(date), locale, 'UTC') || date;

  return (
    <div className="site-personal-information">
      {heading ? (
        <h2 className="site-personal-information__title">{LL.personalInformation.title()}</h2>
      ) : null}
      {state.status === 'ready' ? (
        <dl className="site-personal-information__facts">
          <div>
            <dt>{t.name()}</dt>
            <dd>{state.profile.name}</dd>
          </div>
          <div>
            <dt>{t.surname()}</dt>
            <dd>{state.profile.surname}</dd>
          </div>
          <div>
            <dt>{t.username()}</dt>
            <dd>{state.profile.username}</dd>
          </div>
          <div>
            <dt>{t.email()}</dt>
            <dd>{state.profile.email}</dd>
          </div>
          {state.profile.birthDate ? (
            <div>
              <dt>{t.birthDate()}</dt>
              <dd>{birthDate(state.profile.birthDate)}</dd>
            </div>
          ) : null}
        </dl>
      ) : state.status === 'failed' ? (
        <div className="site-personal-information__failed" role="alert">
          <p>{t.failed()}</p>
          <button
            type="button"
            className="site-button site-button--secondary"
            onClick={() => void site.account.profile.load()}
          >
            {t.retry()}
          </button>
        </div>
      ) : (
        <p className="site-page__state" role="status">
          {t.loading()}
        </p>
      )}
      {/* Without its own h2 the phone section moves up a level, keeping the outline whole. */}
      <CustomerPhoneVerification startPage={startPage} headingLevel={heading ? 3 : 2} />
    </div>
  );
}
