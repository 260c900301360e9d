import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useShellSite } from '../../hooks/use-site';

/**
 * Shows the bootstrap's image popup once per content hash when it is new and no other dialog is
 * open (both rules are the core's: `site.shell.imagePopup.$ready` / `showIfNew`). Render it
 * where the popup belongs (the demo: home page).
 */
export function ImagePopupTrigger() {
  const site = useShellSite();
  const ready = useStore(site.shell.imagePopup.$ready);
  useEffect(() => {
    if (ready) site.shell.imagePopup.showIfNew();
  }, [site, ready]);
  return null;
}
