import { VerificationPage } from '@site/core/account';
import { useSession } from '../../../hooks/use-session';
import { useI18nContext } from '../../../i18n/i18n-react';
import { CustomerPhoneVerification } from './customer-phone-verification';

/**
 * The /dashboard/account page body: who is logged in and the phone verification. Not a
 * landmark of its own: the page around it is one, usually with the same name.
 */
export function PersonalInformation({
  startPage = VerificationPage.NotVerified,
  heading = true,
}: {
  startPage?: VerificationPage;
  /** Its own "Personal Information" heading; off when the page's title already says it. */
  heading?: boolean;
}) {
  const { LL } = useI18nContext();
  const session = useSession();
  return (
    <div className="site-personal-information">
      {heading ? (
        <h2 className="site-personal-information__title">{LL.personalInformation.title()}</h2>
      ) : null}
      <dl className="site-personal-information__facts">
        <dt>{LL.personalInformation.username()}</dt>
        <dd>{session.username}</dd>
      </dl>
      {/* Without its own h2 the phone section moves up a level, keeping the outline whole. */}
      <CustomerPhoneVerification startPage={startPage} headingLevel={heading ? 3 : 2} />
    </div>
  );
}
