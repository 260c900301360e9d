import { useStore } from '@nanostores/react';
import { buildSideMenu, type SideMenu } from '@site/core/shell';
import { useMemo } from 'react';
import { useShellSite } from './use-site';
import { useViewportWidth } from './use-viewport-width';

export function useMenuOpen(): boolean {
  return useStore(useShellSite().shell.$menuOpen);
}

export function useNotificationsOpen(): boolean {
  return useStore(useShellSite().shell.$notificationsOpen);
}

/** The core's side menu for the current viewport width, session, language and site options. */
export function useSideMenu(): SideMenu {
  const context = useStore(useShellSite().shell.$menuContext);
  const width = useViewportWidth();
  return useMemo(() => buildSideMenu({ ...context, width }), [context, width]);
}
