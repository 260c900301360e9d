import { useCallback } from 'react';
import { useShellSite } from '../../hooks/use-site';

/**
 * Opens the live chat the way the side menu's Live Chat entry does (`site.shell.openLiveChat`):
 * the core closes any dialog and emits the `toggleChat` menu action the site's chat widget
 * answers.
 */
export function useLiveChat(): () => void {
  const site = useShellSite();
  return useCallback(() => site.shell.openLiveChat(), [site]);
}
