import { useStore } from '@nanostores/react';
import type { Locale, SiteKernel } from '@site/core';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nContext } from '../i18n/i18n-react';
import { i18nObject } from '../i18n/i18n-util';
import { hasDictionary, loadDictionary } from '../i18n/load-dictionary';

/**
 * The language shown: the site's, once its dictionary is here. The core switches `$locale` only
 * then; a language set past it (no loader yet) keeps the last one shown until it arrives, and
 * nothing shows before a first dictionary is here.
 */
function useShownLocale(locale: Locale): Locale | undefined {
  const ready = hasDictionary(locale);
  const [, arrived] = useState(0);
  const [lastShown, setLastShown] = useState<Locale | undefined>(ready ? locale : undefined);
  if (ready && lastShown !== locale) setLastShown(locale);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadDictionary(locale)?.then(
      () => live && arrived((count) => count + 1),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [locale, ready]);
  return ready ? locale : lastShown;
}

/**
 * Provides typesafe-i18n's context from the core's `$locale`: the texts and every store that
 * reads the language change in the same render. Registers the dictionary loader the core's
 * language switch waits for. Renders nothing until a dictionary is here (`loadSiteTexts`).
 */
export function SiteTexts({ site, children }: { site: SiteKernel; children: ReactNode }) {
  useEffect(() => site.i18n.loadTextsWith(loadDictionary), [site]);
  const shown = useShownLocale(useStore(site.i18n.$locale));
  const value = useMemo(
    () => shown && { locale: shown, LL: i18nObject(shown), setLocale: site.i18n.setLocale },
    [shown, site],
  );
  if (!value) return null;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
