import { type LinkTarget, resolveLink } from './url-policy';

/**
 * Where server images (slides, promotions, popup, game tiles) may load from: the page's own
 * origin, and the origins the integrator names (its CDN). `https://*.cdn.example` allows every
 * subdomain of cdn.example on https. A plain-http origin is allowed only when named as such
 * (a local dev server); protocol-relative `//host` and `/\host` never leave the site. Inline
 * `data:image/…` URLs are allowed: they fetch nothing.
 */
export interface ImagePolicy {
  /** The page's origin, e.g. `https://site.example`. */
  origin: string;
  /** Other origins images may come from. Default none. */
  imageOrigins?: readonly string[] | undefined;
}

// The same stripping the URL parser does before it reads a scheme (see url-policy.ts).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const STRIPPED_EDGES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const TABS_AND_NEWLINES = /[\t\n\r]/g;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

function parse(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

function originAllowed(image: URL, allowed: string): boolean {
  const wildcard = /^(https?):\/\/\*\.([^/:]+)(?::(\d+))?\/?$/i.exec(allowed.trim());
  if (wildcard) {
    const [, protocol = '', domain = '', port = ''] = wildcard;
    return (
      image.protocol === `${protocol.toLowerCase()}:` &&
      image.hostname.endsWith(`.${domain.toLowerCase()}`) &&
      image.port === port
    );
  }
  return parse(allowed)?.origin === image.origin;
}

/**
 * The absolute address to put in `src` for a server image URL, or undefined when the policy
 * refuses it (render no image then). Pure; never throws.
 */
export function resolveImageSource(
  url: string | null | undefined,
  policy: ImagePolicy,
): string | undefined {
  if (typeof url !== 'string') return undefined;
  const cleaned = url.replace(STRIPPED_EDGES, '').replace(TABS_AND_NEWLINES, '');
  if (cleaned === '') return undefined;
  const site = parse(policy.origin);
  const image = site && parse(cleaned, site.href);
  if (!site || !image) return undefined;
  // An inline image fetches nothing and an `<img>` runs no script, even an SVG one.
  if (image.protocol === 'data:') return DATA_IMAGE.test(cleaned) ? cleaned : undefined;
  if (image.protocol !== 'https:' && image.protocol !== 'http:') return undefined;
  if (image.username !== '' || image.password !== '') return undefined;
  if (image.origin === site.origin) return image.href;
  // Written without a scheme yet leaving the site: `//evil`, `/\evil`.
  if (!HAS_SCHEME.test(cleaned)) return undefined;
  const allowed = policy.imageOrigins ?? [];
  return allowed.some((origin) => originAllowed(image, origin)) ? image.href : undefined;
}

/**
 * The site's URL policy in one place: links (`resolve`) and images (`imageSource`). A `srcset`
 * goes through `resolveImageSrcSet` (`@site/core/shell`) with the same policy.
 */
export interface LinksModule {
  /** Classifies a server link: navigate in-app, open a new tab, or refused. */
  resolve(url: string | null | undefined): LinkTarget;
  /** The `src` for a server image, or undefined when refused. */
  imageSource(url: string | null | undefined): string | undefined;
  /** The page's origin and the image origins: the policy `resolveImageSrcSet` takes. */
  imagePolicy(): ImagePolicy;
  /** The origins images may load from besides the page's own (for a CSP `img-src`). */
  readonly imageOrigins: readonly string[];
}

export function createLinkPolicy(options: {
  origin: () => string;
  imageOrigins?: readonly string[] | undefined;
}): LinksModule {
  const imageOrigins = [...(options.imageOrigins ?? [])];
  const policy = (): ImagePolicy => ({ origin: options.origin(), imageOrigins });
  return {
    resolve: (url) => resolveLink(url, options.origin()),
    imageSource: (url) => resolveImageSource(url, policy()),
    imagePolicy: policy,
    imageOrigins,
  };
}
