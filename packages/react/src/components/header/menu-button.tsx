import { useMenuOpen } from '../../hooks/use-shell';
import { useShellSite } from '../../hooks/use-site';
import { useI18nContext } from '../../i18n/i18n-react';
import { Icon } from '../icons/icon';

/** The hamburger (≤ 1100 px): opens the side menu. */
export function MenuButton() {
  const { LL } = useI18nContext();
  const site = useShellSite();
  const open = useMenuOpen();
  return (
    <button
      type="button"
      className="site-icon-button site-header__menu"
      aria-label={LL.header.openMenu()}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => site.shell.openMenu()}
    >
      <Icon name="menu" size="1.5em" />
    </button>
  );
}
