import type { BootstrapKey } from './bootstrap.types';

/**
 * The most entries each bootstrap list keeps, from the server, the cache or a window message
 * (issue 25: 50,000 cached slides froze then killed the home page). Each is far above what a
 * real site sends and a screen shows (the carousel shows a few dozen slides at most); anything
 * past it is dropped before validation, so no list costs more than its cap to read or render.
 * See docs/reliability.md.
 */
export const BOOTSTRAP_LIST_CAPS: Readonly<Record<BootstrapKey, number>> = {
  sliderList: 100,
  categoryList: 50,
  casinoCategoryList: 200,
  languageList: 20,
  translationList: 5000,
  siteOptionList: 500,
  popup: 1,
  domainStatus: 1,
  trialBonusAmount: 1,
  egtJackpotCards: 50,
  jackpotCards: 50,
  promotionList: 100,
};

/** Slides one carousel (one slug) shows at most, after sorting. */
export const MAX_SLIDES_PER_SLUG = 24;

/**
 * The largest cached bootstrap read back (in UTF-16 characters, as `localStorage` counts): a
 * real one is tens of kilobytes (the dev server's is 36 kB). A bigger value is removed unread,
 * so parsing it never blocks start-up; the next `cms/grouped` writes a fresh one.
 */
export const MAX_CACHED_BOOTSTRAP_CHARS = 2_000_000;

/** `value` cut to the cap of `key` when it is a longer list; anything else as it is. */
export function capList(key: BootstrapKey, value: unknown): unknown {
  const cap = BOOTSTRAP_LIST_CAPS[key];
  return Array.isArray(value) && value.length > cap ? value.slice(0, cap) : value;
}

/** True when any known key of `raw` is a list over its cap (the cache must be rewritten). */
export function overCap(raw: Record<string, unknown>): boolean {
  return (Object.keys(BOOTSTRAP_LIST_CAPS) as BootstrapKey[]).some((key) => {
    const value = raw[key];
    return Array.isArray(value) && value.length > BOOTSTRAP_LIST_CAPS[key];
  });
}
