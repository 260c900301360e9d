import { formatMoney } from '@site/core';
import { Link } from 'wouter';
import { useLocale } from '../../hooks/use-locale';
import { useBalance, useSession } from '../../hooks/use-session';
import { useSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { LanguageSwitch } from '../language/language-switch';

/** The site header: Login for visitors; user name, live balance and Logout for players. */
export function Header() {
  const { LL } = useI18nContext();
  const site = useSite();
  const session = useSession();
  const [locale] = useLocale();

  return (
    <header className="site-header">
      <nav className="site-header__bar" aria-label={LL.header.home()}>
        <Link href="/" className="site-header__logo">
          <span className="site-header__logo-mark" aria-hidden="true" />
          <span className="site-visually-hidden">{LL.header.home()}</span>
        </Link>
        <div className="site-header__actions">
          <LanguageSwitch />
          {session.hasLogin ? (
            <>
              <PlayerBadge username={session.username ?? ''} locale={locale} />
              <button
                type="button"
                className="site-button site-button--ghost"
                onClick={() => void site.session.logout()}
              >
                {LL.header.logout()}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="site-button site-button--primary"
              onClick={() => site.dialogs.open('login')}
            >
              {LL.header.login()}
            </button>
          )}
        </div>
      </nav>
    </header>
  );
}

function PlayerBadge({ username, locale }: { username: string; locale: 'tr' | 'en' }) {
  const { LL } = useI18nContext();
  const balance = useBalance();
  const shownBalance = formatMoney(balance ?? 0, locale);
  return (
    <p className="site-header__player" aria-live="polite">
      <span className="site-header__username" data-testid="header-username">
        {username}
      </span>
      <span className="site-header__balance" data-testid="header-balance">
        <span className="site-visually-hidden">{LL.header.balance()}: </span>
        {shownBalance}
      </span>
    </p>
  );
}
