import { useStore } from '@nanostores/react';
import type { Site } from '@site/core';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSite } from '../hooks/use-site';

/** Shows which core dialog is open, so a play function can assert it without its renderer. */
export function DialogProbe() {
  const open = useStore(useSite().dialogs.$dialog);
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
export function OnMount({ run }: { run(site: Site): void }) {
  const site = useSite();
  useEffect(() => run(site), [site, run]);
  return null;
}
