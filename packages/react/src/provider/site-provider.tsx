import type { LoggedOutEvent, SiteKernel } from '@site/core';
import { type ReactNode, useEffect } from 'react';
import { ServerTexts } from './server-texts';
import { SiteContext } from './site-context';
import { SiteTexts } from './site-texts';

export interface SiteProviderProps {
  site: SiteKernel;
  children: ReactNode;
  /**
   * What to do after logout or an expired session. Default (spec 000 §4): go to the home
   * page, then reload it after the delay the core asks for.
   */
  onLoggedOut?: (event: LoggedOutEvent) => void;
}

function goHomeAndReload(event: LoggedOutEvent): void {
  window.history.pushState(null, '', event.redirectTo);
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.setTimeout(() => window.location.reload(), event.reloadAfterMs);
}

/**
 * Makes a site instance available to every hook and component below it. Only the language
 * shown has its dictionary loaded: await `loadSiteTexts(site)` before the first render.
 */
export function SiteProvider({ site, children, onLoggedOut = goHomeAndReload }: SiteProviderProps) {
  useEffect(() => site.session.on('logged-out', onLoggedOut), [site, onLoggedOut]);
  return (
    <SiteContext.Provider value={site}>
      <SiteTexts site={site}>
        <ServerTexts site={site}>{children}</ServerTexts>
      </SiteTexts>
    </SiteContext.Provider>
  );
}
