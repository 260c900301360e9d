import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useSite } from '../../hooks/use-site';

/**
 * Shows the bootstrap's image popup once per content hash (the core remembers the hash) when it
 * is new and no other dialog is open. Render it where the popup belongs (the demo: home page).
 */
export function ImagePopupTrigger() {
  const site = useSite();
  const pending = useStore(site.shell.imagePopup.$pending);
  const dialog = useStore(site.dialogs.$dialog);
  useEffect(() => {
    // Opening a dialog closes the others: never push aside one the visitor opened.
    if (pending && !dialog) site.shell.imagePopup.showIfNew();
  }, [site, pending, dialog]);
  return null;
}
