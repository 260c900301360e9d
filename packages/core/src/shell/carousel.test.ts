import { describe, expect, it } from 'vitest';
import {
  CAROUSEL_MEDIUM_MIN_PX,
  CAROUSEL_WIDE_MIN_PX,
  carouselLastIndex,
  carouselSlidesPerView,
  clampCarouselIndex,
  nextAutoplayIndex,
  SLIDE_IMAGE_SOURCES,
} from './carousel';

describe('home carousel', () => {
  it.each([
    [320, 1],
    [767, 1],
    [768, 2],
    [991, 2],
    [992, 2],
    [1919, 2],
    [1920, 3],
    [2560, 3],
  ])('%i px shows %i slides', (width, perView) => {
    expect(carouselSlidesPerView(width)).toBe(perView);
  });

  it('autoplay advances one slide, then starts over once the last slides are in view', () => {
    expect(nextAutoplayIndex(0, 4, 1)).toBe(1);
    expect(nextAutoplayIndex(2, 4, 1)).toBe(3);
    expect(nextAutoplayIndex(3, 4, 1)).toBe(0);
    // Two per view: index 2 already shows slides 3 and 4.
    expect(nextAutoplayIndex(2, 4, 2)).toBe(0);
  });

  it('autoplay stays put when every slide is in view', () => {
    expect(nextAutoplayIndex(0, 2, 3)).toBe(0);
    expect(nextAutoplayIndex(0, 0, 1)).toBe(0);
  });
});

describe('carousel positions and image breakpoints', () => {
  it('clamps a position between 0 and the one showing the last slides', () => {
    expect(carouselLastIndex(5, 2)).toBe(3);
    expect(carouselLastIndex(2, 3)).toBe(0);
    expect(clampCarouselIndex(-1, 5, 2)).toBe(0);
    expect(clampCarouselIndex(2, 5, 2)).toBe(2);
    expect(clampCarouselIndex(4, 5, 2)).toBe(3);
    expect(clampCarouselIndex(1, 2, 3)).toBe(0);
  });

  it('slide images switch at 768 px (image 1) and 1920 px (image 2), widest first', () => {
    expect([CAROUSEL_MEDIUM_MIN_PX, CAROUSEL_WIDE_MIN_PX]).toEqual([768, 1920]);
    expect(SLIDE_IMAGE_SOURCES).toEqual([
      { minWidth: 1920, variant: 2 },
      { minWidth: 768, variant: 1 },
    ]);
    expect(carouselSlidesPerView(CAROUSEL_MEDIUM_MIN_PX)).toBe(2);
    expect(carouselSlidesPerView(CAROUSEL_WIDE_MIN_PX)).toBe(3);
  });
});
