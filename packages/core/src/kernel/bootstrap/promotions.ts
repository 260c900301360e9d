import { type LinkTarget, resolveLink } from '../links/url-policy';
import type { PromotionData } from './bootstrap.types';
import type { Slide, SlidesBySlug } from './sliders';

/** A promotion ready to render on /promotions and in the promotion-detail dialog. */
export interface Promotion {
  /** Stable id for the dialog's props: `promotion-{id}` or `slide-{id}`. */
  id: string;
  title: string;
  /** Untrusted server HTML: render only through the UI's sanitising sink. Empty from slides. */
  description: string;
  /** The card image (the default one). */
  image: string;
  /** The detail dialog's "second image", falling back to the first. */
  detailImage: string;
  /** Where its call to action goes, by the URL policy. */
  target: LinkTarget;
  /** Where it came from: the bootstrap's `promotionList`, or a slide (fallback). */
  source: 'bootstrap' | 'slider';
}

const sortByOrder = <T extends { order: number | undefined }>(list: readonly T[]) =>
  list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.order ?? a.index) - (b.item.order ?? b.index) || a.index - b.index)
    .map(({ item }) => item);

function fromSlide(slide: Slide, index: number): Promotion {
  const image = slide.images[0] ?? '';
  return {
    id: `slide-${slide.id ?? index}`,
    title: slide.title,
    description: '',
    image,
    detailImage: slide.images[1] || image,
    target: slide.target,
    source: 'slider',
  };
}

/**
 * The promotions page's list. The spec's bootstrap carries no promotions, so: the bootstrap's
 * `promotionList` when a back end sends one; otherwise every titled slide (home, casino,
 * sportsbook, then other slugs), each slide once. Slides are the site's campaigns already.
 */
export function promotionsFrom(
  list: readonly PromotionData[],
  slides: SlidesBySlug,
  origin: string,
): Promotion[] {
  if (list.length > 0) {
    return sortByOrder(list).map((item, index) => {
      const image = item.images[0] ?? '';
      return {
        id: `promotion-${item.id ?? index}`,
        title: item.title,
        description: item.description,
        image,
        detailImage: item.images[1] || image,
        target: resolveLink(item.url, origin),
        source: 'bootstrap',
      };
    });
  }
  const seen = new Set<string>();
  const promotions: Promotion[] = [];
  const slugs = ['home', 'casino', 'sportsbook', ...Object.keys(slides)];
  for (const slug of slugs) {
    for (const slide of slides[slug] ?? []) {
      const promotion = fromSlide(slide, promotions.length);
      if (slide.title.trim() === '' || seen.has(promotion.id)) continue;
      seen.add(promotion.id);
      promotions.push(promotion);
    }
  }
  return promotions;
}
