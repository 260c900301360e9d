import { useStore } from '@nanostores/react';
import type { LoggedOutEvent, SiteKernel } from '@site/core';
import { type ReactNode, useEffect } from 'react';
import TypesafeI18n, { useI18nContext } from '../i18n/i18n-react';
import { loadAllLocales } from '../i18n/i18n-util.sync';
import { ServerTexts } from './server-texts';
import { SiteContext } from './site-context';

loadAllLocales();

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

/** typesafe-i18n reads its `locale` prop once; this keeps it following the core's store. */
function FollowLocale({ site }: { site: SiteKernel }) {
  const locale = useStore(site.i18n.$locale);
  const { locale: shown, setLocale } = useI18nContext();
  useEffect(() => {
    if (shown !== locale) setLocale(locale);
  }, [locale, shown, setLocale]);
  return null;
}

/** Makes a site instance available to every hook and component below it. */
export function SiteProvider({ site, children, onLoggedOut = goHomeAndReload }: SiteProviderProps) {
  const initialLocale = site.i18n.$locale.get();
  useEffect(() => site.session.on('logged-out', onLoggedOut), [site, onLoggedOut]);
  return (
    <SiteContext.Provider value={site}>
      <TypesafeI18n locale={initialLocale}>
        <FollowLocale site={site} />
        <ServerTexts site={site}>{children}</ServerTexts>
      </TypesafeI18n>
    </SiteContext.Provider>
  );
}
