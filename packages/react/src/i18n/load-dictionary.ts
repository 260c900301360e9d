import type { Locale, SiteKernel } from '@site/core';
import { loadedLocales } from './i18n-util';
import { loadLocaleAsync } from './i18n-util.async';

// One download per language at a time; a failed one is forgotten, so the next switch retries.
const downloads = new Map<Locale, Promise<void>>();

/** Whether a language's dictionary is here (shown without waiting). */
export function hasDictionary(locale: Locale): boolean {
  return loadedLocales[locale] !== undefined;
}

/**
 * The UI's dictionary for a language, each in its own chunk: nothing when it is here, else its
 * download. The core's `i18n.setLocale` waits for it (the SiteProvider registers it).
 */
export function loadDictionary(locale: Locale): Promise<void> | undefined {
  if (hasDictionary(locale)) return undefined;
  let download = downloads.get(locale);
  if (!download) {
    download = loadLocaleAsync(locale).finally(() => downloads.delete(locale));
    downloads.set(locale, download);
  }
  return download;
}

/**
 * Loads the dictionary of the site's language. Await it before the first render, the
 * hydration or a server render: the SiteProvider renders nothing until it is here.
 */
export async function loadSiteTexts(site: Pick<SiteKernel, 'i18n'>): Promise<void> {
  await loadDictionary(site.i18n.$locale.get());
}
