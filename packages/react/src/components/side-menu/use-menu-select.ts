import { isMobileWidth, type MenuItem } from '@site/core/shell';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useShellSite } from '../../hooks/use-site';
import { useViewportWidth } from '../../hooks/use-viewport-width';

/**
 * A click on a menu entry: the core closes the menu, opens the call-request dialog for that
 * entry and opens the searched game (Aviator); what is left here is following a desktop game's
 * route. Live Chat reaches the site's chat widget as the core's `menu-action` event (see
 * useMenuAction).
 */
export function useMenuSelect(): (item: MenuItem) => void {
  const site = useShellSite();
  const [, navigate] = useLocation();
  const mobile = isMobileWidth(useViewportWidth());
  return useCallback(
    (item) => {
      const { opened } = site.shell.selectMenuItem(item, { mobile });
      void opened?.then((result) => {
        if (result.ok && result.path) navigate(result.path);
      });
    },
    [site, navigate, mobile],
  );
}
