import type { DomainStatus } from './bootstrap.types';

/** The server translation key of the "we are moving" banner (spec 000 §2 header). */
export const DOMAIN_BANNER_KEY = 'TOP_NOTIFY';

/** A banner to show: the server text `TOP_NOTIFY` with `{current}` and `{next}`. */
export interface DomainBanner {
  key: typeof DOMAIN_BANNER_KEY;
  params: { current: string; next: string };
  /**
   * Brought by the first `cms/grouped` answer after `site.start()` when neither the cached nor
   * a server-rendered bootstrap knew it, so it arrives after the first paint: shown in the header's flow it would
   * push the page down, so a front end lays it over the page and lets the player close it
   * (`bootstrap.dismissDomainBanner()`). False for a banner known at start-up.
   */
  late: boolean;
}

const host = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/:?#].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');

function hostOf(origin: string): string {
  try {
    return host(new URL(origin).hostname);
  } catch {
    return host(origin);
  }
}

/**
 * The banner shows when the page is not on the default domain: `defaultDomain` when the site
 * configures one, else the domain the server calls current. `www.` and case do not count.
 */
export function domainBanner(
  status: DomainStatus | null,
  origin: string,
  defaultDomain?: string,
  late = false,
): DomainBanner | null {
  if (!status) return null;
  const expected = host(defaultDomain ?? status.current);
  if (expected === '' || hostOf(origin) === expected) return null;
  return { key: DOMAIN_BANNER_KEY, params: { current: status.current, next: status.next }, late };
}
