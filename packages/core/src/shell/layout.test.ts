import { describe, expect, it } from 'vitest';
import { headerSearchTarget, isHeaderHidden, isMobileWidth, showsHamburger } from './layout';

describe('header rules', () => {
  it.each([
    [0, false],
    [100, false],
    [101, true],
    [5000, true],
  ])('scrolled %i px → hidden %s (hides past 100 px)', (scrollY, hidden) => {
    expect(isHeaderHidden(scrollY)).toBe(hidden);
  });

  it.each([
    ['/casino/live', '/casino/live'],
    ['https://site.test/casino/live', '/casino/live'],
    ['/casino/live/', '/casino/slot'],
    ['/casino/live?game=1', '/casino/slot'],
    ['/casino/live#top', '/casino/slot'],
    ['/casino/live/roulette', '/casino/slot'],
    ['/casino/slot', '/casino/slot'],
    ['/', '/casino/slot'],
    ['', '/casino/slot'],
  ])('search button on %j goes to %s', (current, target) => {
    expect(headerSearchTarget(current)).toBe(target);
  });

  it('shows the hamburger at 1100 px and below, the mobile layout at 900 px and below', () => {
    expect([showsHamburger(1100), showsHamburger(1101)]).toEqual([true, false]);
    expect([isMobileWidth(900), isMobileWidth(901)]).toEqual([true, false]);
  });
});
