import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { LanguageSwitch } from '../language/language-switch';
import { AuthButtons } from './auth-buttons';

/** Desktop visitor: Claim Reward and Login open the login form, Register opens the register form. */
export function VisitorActions() {
  const { LL } = useI18nContext();
  const site = useSite();
  return (
    <>
      <button
        type="button"
        className="site-button site-button--ghost"
        onClick={() => site.dialogs.open('login')}
      >
        {LL.header.claimReward()}
      </button>
      <AuthButtons />
      <LanguageSwitch />
    </>
  );
}
