import { isMobileWidth, showsHamburger } from '@site/core/shell';
import { useRef } from 'react';
import { Link } from 'wouter';
import { useHeaderHidden } from '../../hooks/use-header-hidden';
import { useSession } from '../../hooks/use-session';
import { useSite } from '../../hooks/use-site';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { DomainBanner } from '../banners/domain-banner';
import { SessionEndedNotice } from '../banners/session-ended-notice';
import { TopNotificationBar } from '../banners/top-notification-bar';
import { BrandLogo } from '../brand/brand-logo';
import { Icon } from '../icons/icon';
import { NotificationsPanel } from '../notifications/notifications-panel';
import { MenuButton } from './menu-button';
import { MobileBottomBar } from './mobile-bottom-bar';
import { PlayerActions } from './player-actions';
import { SearchLink } from './search-link';
import { VisitorActions } from './visitor-actions';

/**
 * The site header (spec 000 §2): sticky, hidden once scrolled past 100 px; desktop and mobile
 * layouts at 900 px with the mobile bottom bar; the hamburger at 1100 px and below. Visitors
 * get Register / Login / Claim Reward, players their balance, account, bell and logout.
 */
export function Header() {
  const { LL } = useI18nContext();
  const session = useSession();
  const width = useViewportWidth();
  const hidden = useHeaderHidden();
  const mobile = isMobileWidth(width);
  const header = useRef<HTMLElement>(null);

  return (
    <>
      <header
        ref={header}
        className="site-header"
        data-layout={mobile ? 'mobile' : 'desktop'}
        data-hidden={hidden || undefined}
        data-testid="site-header"
      >
        <DomainBanner />
        <SessionEndedNotice />
        <TopNotificationBar />
        <nav className="site-header__bar" aria-label={LL.header.mainNav()}>
          {showsHamburger(width) ? <MenuButton /> : null}
          <Link href="/" className="site-header__logo">
            <BrandLogo />
            <span className="site-visually-hidden">{LL.header.home()}</span>
          </Link>
          {mobile ? null : (
            <Link href="/promotions" className="site-header__link">
              <Icon name="promotions" />
              <span className="site-header__link-text">{LL.header.promotions()}</span>
            </Link>
          )}
          <div className="site-header__actions">
            <SearchLink />
            {mobile ? (
              <MobileHeaderActions loggedIn={session.hasLogin} />
            ) : session.hasLogin ? (
              <PlayerActions />
            ) : (
              <VisitorActions />
            )}
          </div>
        </nav>
      </header>
      {mobile ? <MobileBottomBar /> : null}
      {session.hasLogin ? <NotificationsPanel anchor={header} /> : null}
    </>
  );
}

/** On mobile the header keeps Promotions and, for players, the logout; the rest is below. */
function MobileHeaderActions({ loggedIn }: { loggedIn: boolean }) {
  const { LL } = useI18nContext();
  return (
    <>
      <Link href="/promotions" className="site-icon-button" aria-label={LL.header.promotions()}>
        <Icon name="promotions" />
      </Link>
      {loggedIn ? <LogoutIconButton /> : null}
    </>
  );
}

function LogoutIconButton() {
  const { LL } = useI18nContext();
  const site = useSite();
  return (
    <button
      type="button"
      className="site-icon-button"
      aria-label={LL.header.logout()}
      onClick={() => void site.session.logout()}
    >
      <Icon name="logout" />
    </button>
  );
}
