import { useCallback } from 'react';
import { useSite } from '../../hooks/use-site';

/**
 * Opens the live chat the way the side menu's Live Chat entry does: the shell emits its
 * `toggleChat` menu action and the site's chat widget answers it. The dialog closes first,
 * because a modal dialog makes the widget behind it unusable.
 */
export function useLiveChat(): () => void {
  const site = useSite();
  return useCallback(() => {
    site.dialogs.closeAll();
    site.shell.selectMenuItem({
      id: 'liveChat',
      title: 'shell.menu.liveChat',
      icon: 'chat',
      open: false,
      action: { type: 'toggleChat' },
    });
  }, [site]);
}
