import { useI18nContext } from '../../../i18n/i18n-react';

/** The status label of the customer-area phone: Verified or Not Verified. */
export function VerificationStatus({ verified }: { verified: boolean }) {
  const { LL } = useI18nContext();
  return (
    <p className="site-status" data-verified={verified}>
      <span className="site-visually-hidden">{LL.customerPhone.status()}: </span>
      <span className="site-status__badge">
        {verified ? LL.customerPhone.verified() : LL.customerPhone.notVerified()}
      </span>
    </p>
  );
}
