/** Spec 000 §4/§9: the home carousel's timing and layout constants, and its autoplay rule. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
/** Gap between slides, in px. */
export const CAROUSEL_GAP_PX = 20;

/** Slides per view from a minimum viewport width upward (1 below 768 px, 3 from 1920 px). */
export const CAROUSEL_BREAKPOINTS: readonly { minWidth: number; perView: number }[] = [
  { minWidth: 0, perView: 1 },
  { minWidth: 768, perView: 2 },
  { minWidth: 992, perView: 2 },
  { minWidth: 1920, perView: 3 },
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
  const last = Math.max(0, count - perView);
  if (last === 0) return 0;
  return current >= last ? 0 : current + 1;
}
