import { useLinkPolicy } from '../../hooks/use-link-policy';

/**
 * The one place every casino screen turns a server image URL into an `src` (game art, category
 * and jackpot images): the core's image policy (`site.links.imageSource`) decides. The page's
 * origin and the configured `imageOrigins` load; other origins, `//host` and other schemes give
 * `undefined`, and the screen shows its placeholder instead.
 */
export function useServerImageSrc(url: string | null | undefined): string | undefined {
  return useLinkPolicy().imageSource(url);
}
