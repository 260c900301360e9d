import { keyedRecordFrom, ownValue } from '../keyed/keyed-record';
import { type LinkTarget, resolveLink } from '../links/url-policy';
import { MAX_SLIDES_PER_SLUG } from './bootstrap.limits';
import type { SlideData, SliderSlug } from './bootstrap.types';

/** A slide ready to render: `target` says whether its URL navigates, opens a tab, or is inert. */
export interface Slide extends SlideData {
  target: LinkTarget;
}

/** Slides grouped by slug; the three screen slugs are always present (maybe empty). */
export type SlidesBySlug = Readonly<Record<SliderSlug, readonly Slide[]>> &
  Readonly<Record<string, readonly Slide[] | undefined>>;

/**
 * Groups slides by slug, sorted by `order` when the server gives one (server order otherwise),
 * each slide id once, at most `MAX_SLIDES_PER_SLUG` per slug (a carousel shows a few).
 */
export function slidesBySlug(list: readonly SlideData[], origin: string): SlidesBySlug {
  // Slugs are the server's: a slug `__proto__` or `constructor` is a group like any other.
  const groups = keyedRecordFrom<Slide[]>([
    ['home', []],
    ['casino', []],
    ['sportsbook', []],
  ]) as Record<SliderSlug, Slide[]> & Record<string, Slide[] | undefined>;
  const sorted = list
    .map((slide, index) => ({ slide, index }))
    .sort((a, b) => (a.slide.order ?? a.index) - (b.slide.order ?? b.index) || a.index - b.index);
  const seen = new Set<string>();
  for (const { slide } of sorted) {
    if (slide.id !== undefined) {
      const key = `${slide.slug}\u0000${slide.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    const group = ownValue(groups, slide.slug) ?? [];
    if (group.length >= MAX_SLIDES_PER_SLUG) continue;
    group.push({ ...slide, target: resolveLink(slide.url, origin) });
    groups[slide.slug] = group;
  }
  return groups;
}

/** Index 0 is the default image; 1 and 2 are for wider screens (falling back to narrower ones). */
export function slideImage(slide: SlideData, variant: 0 | 1 | 2): string {
  for (let index = variant; index > 0; index--) {
    const image = slide.images[index];
    if (image) return image;
  }
  return slide.images[0] ?? '';
}
