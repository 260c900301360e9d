import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';

/** A visitor's Register and Login buttons: each opens its form in the dialog host. */
export function AuthButtons() {
  const { LL } = useI18nContext();
  const site = useSite();
  return (
    <>
      <button
        type="button"
        className="site-button site-button--secondary"
        onClick={() => site.dialogs.open('register')}
      >
        {LL.header.register()}
      </button>
      <button
        type="button"
        className="site-button site-button--primary"
        onClick={() => site.dialogs.open('login')}
      >
        {LL.header.login()}
      </button>
    </>
  );
}
