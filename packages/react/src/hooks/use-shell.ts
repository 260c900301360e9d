import { useStore } from '@nanostores/react';
import { buildSideMenu, type SideMenu } from '@site/core';
import { useMemo } from 'react';
import { useSite } from './use-site';
import { useViewportWidth } from './use-viewport-width';

export function useMenuOpen(): boolean {
  return useStore(useSite().shell.$menuOpen);
}

export function useNotificationsOpen(): boolean {
  return useStore(useSite().shell.$notificationsOpen);
}

/** The core's side menu for the current viewport width, session, language and site options. */
export function useSideMenu(): SideMenu {
  const context = useStore(useSite().shell.$menuContext);
  const width = useViewportWidth();
  return useMemo(() => buildSideMenu({ ...context, width }), [context, width]);
}
