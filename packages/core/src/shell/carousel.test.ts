import { describe, expect, it } from 'vitest';
import { carouselSlidesPerView, nextAutoplayIndex } from './carousel';

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
