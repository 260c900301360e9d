import { useSite } from '../../hooks/use-site';

/** Schemes an image from server data may use; anything else (javascript:, data:, …) is dropped. */
const IMAGE_PROTOCOLS = new Set(['https:', 'http:']);

/**
 * The one place every casino screen turns a server image URL into an `src` (game art, category
 * and jackpot images): an integrator's image policy plugs in here. Unparsable URLs and other
 * schemes give `undefined`, and the screen shows its placeholder instead.
 */
export function serverImageSrc(url: string | null | undefined, origin: string): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  try {
    const parsed = new URL(url.trim(), origin);
    return IMAGE_PROTOCOLS.has(parsed.protocol) ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** `serverImageSrc` against the site's origin. */
export function useServerImageSrc(url: string | null | undefined): string | undefined {
  return serverImageSrc(url, useSite().env.platform.origin());
}
