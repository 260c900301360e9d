import type { LinksModule } from '@site/core';
import { useSite } from './use-site';

/** The site's URL policy: `imageSource(url)` for every server image, `resolve(url)` for links. */
export function useLinkPolicy(): LinksModule {
  return useSite().links;
}
