import { CAROUSEL_BREAKPOINTS, CAROUSEL_GAP_PX } from '@site/core/shell';
import type { KeenSliderOptions } from 'keen-slider/react';

/**
 * keen-slider options from the core's constants: 1 / 2 (768) / 2 (992) / 3 (1920), gap 20, no
 * loop; `perView` fixes the slides in view at every width.
 */
export function carouselOptions(perView?: number): KeenSliderOptions {
  if (perView !== undefined) return { loop: false, slides: { perView, spacing: CAROUSEL_GAP_PX } };
  const [base, ...wider] = CAROUSEL_BREAKPOINTS;
  return {
    loop: false,
    slides: { perView: base?.perView ?? 1, spacing: CAROUSEL_GAP_PX },
    breakpoints: Object.fromEntries(
      wider.map((point) => [
        `(min-width: ${point.minWidth}px)`,
        { slides: { perView: point.perView, spacing: CAROUSEL_GAP_PX } },
      ]),
    ),
  };
}
