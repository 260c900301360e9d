import {
  type SiteSettings,
  SOCIAL_NETWORKS,
  type SocialLink,
} from '../../kernel/bootstrap/site-options';
import { resolveLink } from '../../kernel/links/url-policy';
import type { BrandModule } from './brand';

/**
 * Follow Me links: the server's site options first (spec 000 §2, "links defined in settings"),
 * then the brand's own link for a network the settings leave out, in twitter, instagram,
 * telegram order.
 */
export function socialLinksWithBrand(
  settings: SiteSettings,
  brand: Pick<BrandModule, 'social'>,
  origin: string,
): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network): SocialLink[] => {
    const fromSettings = settings.social.find((link) => link.network === network);
    if (fromSettings) return [fromSettings];
    const target = resolveLink(brand.social[network], origin);
    return target.kind === 'refused' ? [] : [{ network, target }];
  });
}
