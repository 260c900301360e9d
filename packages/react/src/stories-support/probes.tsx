import { useStore } from '@nanostores/react';
import type { FullSite } from '@site/core/full';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useStorySite } from './use-story-site';

/** Shows which core dialog is open, so a play function can assert it without its renderer. */
export function DialogProbe() {
  const open = useStore(useStorySite().dialogs.$dialog);
  return (
    <output data-testid="open-dialog" className="site-visually-hidden">
      {open?.name ?? 'none'}
    </output>
  );
}

/** Shows the router's current path. */
export function LocationProbe() {
  const [path] = useLocation();
  return (
    <output data-testid="location" className="site-visually-hidden">
      {path}
    </output>
  );
}

/** Runs a core action once on mount (open the menu, a dialog …), as a user step would. */
export function OnMount({ run }: { run(site: FullSite): void }) {
  const site = useStorySite();
  useEffect(() => run(site), [site, run]);
  return null;
}
