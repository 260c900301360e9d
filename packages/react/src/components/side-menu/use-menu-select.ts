import { isMobileWidth, type MenuItem } from '@site/core';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../../hooks/use-site';
import { useViewportWidth } from '../../hooks/use-viewport-width';

/**
 * A click on a menu entry: the core closes the menu (and opens the call-request dialog for that
 * entry); what is left here is the game search (Aviator). Live Chat reaches the site's chat
 * widget as the core's `menu-action` event (see useMenuAction).
 */
export function useMenuSelect(): (item: MenuItem) => void {
  const site = useSite();
  const [, navigate] = useLocation();
  const mobile = isMobileWidth(useViewportWidth());
  return useCallback(
    (item) => {
      const { action } = site.shell.selectMenuItem(item);
      if (action?.type === 'searchGames') {
        void site.casino.search.openAviator({ mobile }).then((result) => {
          if (result.kind === 'route') navigate(result.path);
        });
      }
    },
    [site, navigate, mobile],
  );
}
