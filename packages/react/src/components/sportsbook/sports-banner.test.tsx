import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storyBootstrap } from '../../stories-support/fixtures';
import { renderWithSite } from '../../test/render-with-site';
import { HomeCarousel } from '../carousel/home-carousel';
import { SPORTS_BANNER_PROPS } from './sports-banner-props';

const shown = () =>
  screen
    .getAllByTestId('carousel-slide')
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => slide.querySelector('img')?.getAttribute('alt'));

describe('the sports banner (HomeCarousel with the sportsbook options)', () => {
  it('shows the sportsbook slides one at a time and opens every link in a new tab', () => {
    renderWithSite(<HomeCarousel {...SPORTS_BANNER_PROPS} />, {
      bootstrap: storyBootstrap,
      width: 1440,
    });
    expect(shown()).toEqual(['Süper Lig']);
    // An in-app path too: spec 001 opens the sports banner's links in a new tab.
    const link = screen.getByAltText('Süper Lig').closest('a');
    expect(link?.getAttribute('href')).toBe('/spor/prematch');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener');
  });

  it('loops: autoplay every 5 s goes from the last slide to the first, back from the first to the last', () => {
    vi.useFakeTimers();
    try {
      renderWithSite(<HomeCarousel slug="home" perView={1} loop />, {
        bootstrap: storyBootstrap,
        width: 1440,
      });
      const slides = screen.getAllByTestId('carousel-slide').length;
      const first = shown();
      expect(first).toHaveLength(1);
      act(() => screen.getByRole('button', { name: 'Önceki slayt' }).click());
      const last = shown();
      expect(last).not.toEqual(first);
      act(() => vi.advanceTimersByTime(5000));
      expect(shown()).toEqual(first);
      for (let i = 1; i < slides; i++) act(() => vi.advanceTimersByTime(5000));
      expect(shown()).toEqual(last);
    } finally {
      vi.useRealTimers();
    }
  });
});
