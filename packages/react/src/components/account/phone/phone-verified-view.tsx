import { useId } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';

/** The success view of the phone verification dialog. */
export function PhoneVerifiedView({ onClose }: { onClose(): void }) {
  const { LL } = useI18nContext();
  const titleId = useId();
  return (
    <section className="site-result" aria-labelledby={titleId}>
      <span className="site-result__icon" aria-hidden="true" />
      <h3 className="site-result__title" id={titleId} tabIndex={-1} data-step-focus>
        {LL.phoneVerification.successTitle()}
      </h3>
      <p>{LL.phoneVerification.successMessage()}</p>
      <button type="button" className="site-button site-button--primary" onClick={onClose}>
        {LL.phoneVerification.close()}
      </button>
    </section>
  );
}
