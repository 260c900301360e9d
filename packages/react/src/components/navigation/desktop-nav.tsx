import { showsHamburger } from '@site/core/shell';
import { useDisplayText } from '../../hooks/use-display-text';
import { useSideMenu } from '../../hooks/use-shell';
import { useViewportWidth } from '../../hooks/use-viewport-width';
import { useI18nContext } from '../../i18n/i18n-react';
import { MenuEntry } from '../side-menu/menu-entry';
import { useMenuSelect } from '../side-menu/use-menu-select';

/**
 * The side menu as a persistent left navigation on screens wider than 1100 px, where the
 * header has no hamburger (spec 000 §2): every entry (Live Casino, Aviator, TV Bets, Bingo,
 * Call Request, Live Chat, Betco…) stays reachable. Same core model as the drawer.
 */
export function DesktopNav({ compact = false }: { compact?: boolean }) {
  const width = useViewportWidth();
  if (showsHamburger(width)) return null;
  return <DesktopNavList compact={compact} />;
}

/** `compact`: a narrow rail of icons with short labels, for pages that need the width. */
function DesktopNavList({ compact }: { compact: boolean }) {
  const { LL } = useI18nContext();
  const text = useDisplayText();
  const menu = useSideMenu();
  const select = useMenuSelect();
  return (
    <nav
      className={compact ? 'site-desktop-nav site-desktop-nav--compact' : 'site-desktop-nav'}
      aria-label={LL.sideMenu.title()}
    >
      {menu.groups.map((group) => (
        <section
          key={group.id}
          className="site-desktop-nav__section"
          aria-labelledby={`site-desktop-nav-${group.id}`}
        >
          <h2 className="site-desktop-nav__heading" id={`site-desktop-nav-${group.id}`}>
            {text({ key: group.title })}
          </h2>
          <ul className="site-side-menu__list">
            {group.items.map((item) => (
              <MenuEntry key={item.id} item={item} onSelect={select} />
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
