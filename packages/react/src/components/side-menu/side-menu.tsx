import { useEffect, useRef } from 'react';
import { useDisplayText } from '../../hooks/use-display-text';
import { useMenuOpen, useSideMenu } from '../../hooks/use-shell';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';
import { FollowMe } from './follow-me';
import { LanguageSection } from './language-section';
import { MenuEntry } from './menu-entry';
import { useMenuSelect } from './use-menu-select';

/**
 * The side menu, a modal drawer opened by the hamburger: the core's menu model (groups,
 * accordions with chevrons, badges, the betco entry with access, Live Chat on wide screens),
 * the language section and Follow Me. Escape or a click beside it closes it. Live Chat is
 * announced as the core's `menu-action` event: the site's chat widget listens with
 * `useMenuAction`.
 */
export function SideMenu() {
  return useMenuOpen() ? <OpenSideMenu /> : null;
}

function OpenSideMenu() {
  const { LL } = useI18nContext();
  const site = useShellSite();
  const text = useDisplayText();
  const menu = useSideMenu();
  const select = useMenuSelect();
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // The native modal dialog keeps focus inside, makes the page inert and restores focus.
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    closeButton.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="site-side-menu"
      aria-labelledby="site-side-menu-title"
      onCancel={(event) => {
        event.preventDefault();
        site.shell.closeMenu();
      }}
      onKeyDown={(event) => {
        // Browsers send Escape as `cancel`; some environments only as a key press.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        site.shell.closeMenu();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) site.shell.closeMenu();
      }}
    >
      <div className="site-side-menu__header">
        <h2 className="site-side-menu__title" id="site-side-menu-title">
          {LL.sideMenu.title()}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className="site-icon-button"
          aria-label={LL.sideMenu.close()}
          onClick={() => site.shell.closeMenu()}
        >
          <Icon name="close" />
        </button>
      </div>
      <nav className="site-side-menu__nav" aria-labelledby="site-side-menu-title">
        {menu.groups.map((group) => (
          <section
            key={group.id}
            className="site-side-menu__section"
            aria-labelledby={`site-menu-${group.id}`}
          >
            <h3 className="site-side-menu__heading" id={`site-menu-${group.id}`}>
              {text({ key: group.title })}
            </h3>
            <ul className="site-side-menu__list">
              {group.items.map((item) => (
                <MenuEntry key={item.id} item={item} onSelect={select} />
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <LanguageSection language={menu.language} />
      <FollowMe followMe={menu.followMe} />
    </dialog>
  );
}
