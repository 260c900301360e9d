import type { HomeCarouselProps } from '../carousel/home-carousel';

/**
 * Spec 001 §2, §9: the sportsbook's banner is the slide carousel of slug `sportsbook` with one
 * slide in view, autoplay every 5 s, looping, every link in a new tab.
 */
export const SPORTS_BANNER_PROPS = {
  slug: 'sportsbook',
  perView: 1,
  loop: true,
  newTab: true,
  className: 'sb-banner',
} as const satisfies HomeCarouselProps;
