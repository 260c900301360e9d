/** Spec 000 §4/§9: the home carousel's timing and layout constants, and its autoplay rule. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
/** Gap between slides, in px. */
export const CAROUSEL_GAP_PX = 20;

/** From this width the carousel shows 2 slides, slides use image 1 and popups their wide image. */
export const CAROUSEL_MEDIUM_MIN_PX = 768;
/** From this width the carousel shows 3 slides and slides use image 2. */
export const CAROUSEL_WIDE_MIN_PX = 1920;

/** Slides per view from a minimum viewport width upward (1 below 768 px, 3 from 1920 px). */
export const CAROUSEL_BREAKPOINTS: readonly { minWidth: number; perView: number }[] = [
  { minWidth: 0, perView: 1 },
  { minWidth: CAROUSEL_MEDIUM_MIN_PX, perView: 2 },
  { minWidth: 992, perView: 2 },
  { minWidth: CAROUSEL_WIDE_MIN_PX, perView: 3 },
];

/**
 * The slide image variant (see `slideImage`) per minimum viewport width, widest first, as a
 * `<picture>` lists its sources; below the last one, variant 0.
 */
export const SLIDE_IMAGE_SOURCES: readonly { minWidth: number; variant: 1 | 2 }[] = [
  { minWidth: CAROUSEL_WIDE_MIN_PX, variant: 2 },
  { minWidth: CAROUSEL_MEDIUM_MIN_PX, variant: 1 },
];

/** How many slides a viewport of `width` px shows side by side. */
export function carouselSlidesPerView(width: number): number {
  let perView = 1;
  for (const point of CAROUSEL_BREAKPOINTS) if (width >= point.minWidth) perView = point.perView;
  return perView;
}

/**
 * The slide autoplay moves to next. The carousel does not loop (no wrap-around while dragging),
 * so autoplay starts over from the first slide once the last ones are in view; with everything
 * in view it stays put.
 */
export function nextAutoplayIndex(current: number, count: number, perView: number): number {
  const last = carouselLastIndex(count, perView);
  if (last === 0) return 0;
  return current >= last ? 0 : current + 1;
}

/** The last position the carousel can move to: the one showing the last slides (no loop). */
export function carouselLastIndex(count: number, perView: number): number {
  return Math.max(0, count - perView);
}

/** A position the arrows, dots or autoplay ask for, kept between 0 and the last position. */
export function clampCarouselIndex(index: number, count: number, perView: number): number {
  return Math.min(Math.max(index, 0), carouselLastIndex(count, perView));
}
