import { resolveImageSrcSet } from '@site/core/shell';
import type { ImgHTMLAttributes } from 'react';
import { useLinkPolicy } from '../../hooks/use-link-policy';

export interface ServerImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  /** The server's image URL; it loads only when the site's link policy allows it. */
  src: string | null | undefined;
  /** A server `srcset`; refused candidates are left out. */
  srcSet?: string | null | undefined;
  alt: string;
  /**
   * What to render when the policy refuses `src`: `'alt'` keeps an `<img>` without a source so
   * its alt text still names the link it sits in; `'nothing'` (default) renders no element.
   */
  whenRefused?: 'alt' | 'nothing';
}

/**
 * An `<img>` for a server URL (slide, promotion, popup, game tile). The URL goes through the
 * core's link policy (`site.links.imageSource`): same origin or an origin the integrator named
 * in `imageOrigins`; `//host`, `/\host`, http elsewhere and other schemes never load.
 */
export function ServerImage({
  src,
  srcSet,
  alt,
  whenRefused = 'nothing',
  ...rest
}: ServerImageProps) {
  const links = useLinkPolicy();
  const source = links.imageSource(src);
  const sources = srcSet ? resolveImageSrcSet(srcSet, links.imagePolicy()) : undefined;
  if (!source && whenRefused === 'nothing') return null;
  return <img {...rest} alt={alt} src={source} srcSet={sources} />;
}
