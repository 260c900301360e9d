import type { KeenSliderInstance } from 'keen-slider/react';
import type { CSSProperties } from 'react';

/**
 * A rail's track before its keen-slider is built (`useNearScreen`): marked `data-slider="pending"`,
 * which carousel.css lays out as the slider will (slides `spacing` px apart at the same places)
 * and lets scroll natively (touch, wheel, keyboard focus), so the rail looks and works the same.
 * The gap is set on every render, server and browser alike, so the markup matches at hydration.
 */
export function pendingTrackProps(
  pending: boolean,
  spacing: number,
): { 'data-slider': 'pending' | undefined; style: CSSProperties } {
  return {
    'data-slider': pending ? 'pending' : undefined,
    style: { '--site-slider-gap': `${spacing}px` } as CSSProperties,
  };
}

/**
 * For keen-slider's `created`: a track the visitor scrolled natively while the slider was pending
 * goes on from the slide that was at its start, instead of keeping a scroll offset the slider
 * knows nothing of (its last slides would be out of reach).
 */
export function continueNativeScroll(slider: KeenSliderInstance, spacing: number): void {
  const track = slider.container;
  const scrolled = track.scrollLeft;
  if (scrolled <= 0) return;
  track.scrollLeft = 0;
  let start = 0;
  let index = 0;
  for (const slide of slider.slides) {
    const width = slide.offsetWidth;
    if (start + width / 2 > scrolled) break;
    start += width + spacing;
    index++;
  }
  slider.moveToIdx(Math.min(index, slider.slides.length - 1), true, { duration: 0 });
}
