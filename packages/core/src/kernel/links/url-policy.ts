/**
 * The one rule for every URL that comes from the server (slides, footer, menu, popup, social
 * links): parse it with `new URL` against the site's origin and classify it. Nothing else in the
 * SDK or the UI decides whether a server URL may be followed.
 */
export type LinkTarget =
  /** Same origin: navigate inside the app to `path` (path, query and hash). */
  | { kind: 'navigate'; path: string }
  /** https on another origin: open `href` in a new tab, without giving it `window.opener`. */
  | { kind: 'open'; href: string; target: '_blank'; rel: 'noopener' }
  /** Anything else: render no link. `reason` is for logs and tests, not for users. */
  | { kind: 'refused'; reason: LinkRefusal };

export type LinkRefusal =
  | 'empty' // no URL at all
  | 'unparsable' // `new URL` threw
  | 'scheme' // not http or https (javascript:, data:, vbscript:, blob:, mailto: …)
  | 'insecure' // http on another origin
  | 'credentials' // user:password@ in the URL, a classic way to disguise the real host
  | 'relative-escape'; // written without a scheme yet resolving to another origin (//evil, /\evil)

// What the URL parser strips before reading a scheme: leading/trailing C0 controls and spaces,
// and every tab or newline anywhere. The scheme test below must see the same string.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const STRIPPED_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TABS_AND_NEWLINES = /[\t\n\r]/g;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Classifies `url` for a page on `origin` (e.g. `https://site.example`). Pure; never throws. */
export function resolveLink(url: string | null | undefined, origin: string): LinkTarget {
  if (typeof url !== 'string') return refused('empty');
  const cleaned = url.replace(STRIPPED_EDGES, '').replace(TABS_AND_NEWLINES, '');
  if (cleaned === '') return refused('empty');

  let site: URL;
  let parsed: URL;
  try {
    site = new URL(origin);
    parsed = new URL(cleaned, site);
  } catch {
    return refused('unparsable');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return refused('scheme');
  if (parsed.username !== '' || parsed.password !== '') return refused('credentials');

  if (parsed.origin === site.origin) {
    // "https://site//evil.example" has the path "//evil.example", which a router or
    // `location.assign` would read as another host: keep a single leading slash.
    const pathname = parsed.pathname.replace(/^\/+/, '/');
    return { kind: 'navigate', path: `${pathname}${parsed.search}${parsed.hash}` };
  }
  // A protocol-relative or backslash path ("//evil", "/\evil") looks like a local link in the
  // CMS but leaves the site: only an explicit https:// URL may open another origin.
  if (!HAS_SCHEME.test(cleaned)) return refused('relative-escape');
  if (parsed.protocol !== 'https:') return refused('insecure');
  return { kind: 'open', href: parsed.href, target: '_blank', rel: 'noopener' };
}

/** True when the target can be followed (navigate or open). */
export function isFollowable(
  target: LinkTarget,
): target is Exclude<LinkTarget, { kind: 'refused' }> {
  return target.kind !== 'refused';
}

function refused(reason: LinkRefusal): LinkTarget {
  return { kind: 'refused', reason };
}
