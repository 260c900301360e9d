import type { MenuAction } from '@site/core/shell';
import { useEffect, useRef } from 'react';
import { useShellSite } from './use-site';

/**
 * Hears the shell's `menu-action` events: `toggleChat` (the side menu's Live Chat, the
 * celebration's Live Chat button) for the site's chat widget, and `searchGames` (Aviator, which
 * the SideMenu already opens itself).
 */
export function useMenuAction(listener: (action: MenuAction) => void): void {
  const site = useShellSite();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => site.shell.on('menu-action', (action) => latest.current(action)), [site]);
}
