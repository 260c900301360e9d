import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storyBootstrap } from '../../stories-support/fixtures';
import { FarIntersectionObserver } from '../../test/intersection-observer-stub';
import { renderWithSite } from '../../test/render-with-site';
import { HomeCarousel } from './home-carousel';

const slideNamed = (title: string) => {
  const image = screen.getByAltText(title);
  const slide = image.closest('[data-testid="carousel-slide"]');
  if (!(slide instanceof HTMLElement)) throw new Error(`no slide ${title}`);
  return slide;
};

describe('HomeCarousel', () => {
  it('links slides by the URL policy: in-app, new tab with noopener, or no link', () => {
    renderWithSite(<HomeCarousel />, { bootstrap: storyBootstrap, width: 1280 });
    const inApp = slideNamed('Hoş Geldin Bonusu').querySelector('a');
    expect(inApp?.getAttribute('href')).toBe('/promotions');
    expect(inApp?.hasAttribute('target')).toBe(false);

    const external = slideNamed('Telegram Kanalımız').querySelector('a');
    expect(external?.getAttribute('href')).toBe('https://t.me/ornek_site');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener');

    const refused = slideNamed('Kötü Bağlantı');
    expect(refused.querySelector('a')).toBeNull();
    expect(refused.innerHTML).not.toContain('javascript:');
  });

  it('shows only the slides of its slug, in order', () => {
    renderWithSite(<HomeCarousel slug="casino" />, { bootstrap: storyBootstrap });
    expect(screen.getAllByTestId('carousel-slide')).toHaveLength(1);
    expect(screen.getByAltText('Slot Turnuvası')).toBeTruthy();
  });

  it('renders nothing when the bootstrap has no slides for its slug', () => {
    const { container } = renderWithSite(<HomeCarousel />, {
      bootstrap: { ...storyBootstrap, sliderList: [] },
    });
    expect(container.querySelector('.site-carousel')).toBeNull();
  });

  it('keeps its place while the slides load, so the page below does not move', () => {
    const { container } = renderWithSite(<HomeCarousel />, { bootstrapLoad: 'pending' });
    const placeholder = screen.getByTestId('carousel-placeholder');
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    // The image box takes the art's aspect ratio (carousel.css), the controls' row below it.
    expect(placeholder.querySelector('.site-carousel__image')).not.toBeNull();
    expect(placeholder.querySelector('.site-carousel__controls')).not.toBeNull();
    expect(container.querySelectorAll('.site-carousel')).toHaveLength(1);
  });

  it('leaves no placeholder once the load has failed', async () => {
    const { site } = renderWithSite(<HomeCarousel />, { bootstrapLoad: 'error' });
    await act(() => site.settled());
    expect(screen.queryByTestId('carousel-placeholder')).toBeNull();
    expect(document.querySelector('.site-carousel')).toBeNull();
  });

  it('fetches the art of the first view first', () => {
    renderWithSite(<HomeCarousel />, { bootstrap: storyBootstrap, width: 1280 });
    const priorities = screen
      .getAllByTestId('carousel-slide')
      .map((slide) => slide.querySelector('img')?.getAttribute('fetchpriority'));
    // Two slides per view from 768 px.
    expect(priorities.slice(0, 3)).toEqual(['high', 'high', 'low']);
  });

  it('autoplays every 5000 ms and keeps going after the visitor moves it', () => {
    vi.useFakeTimers();
    try {
      renderWithSite(<HomeCarousel />, { bootstrap: storyBootstrap, width: 375 });
      const dot = (index: number) => screen.getByRole('button', { name: `${index}. slayta git` });
      expect(dot(1).getAttribute('aria-current')).toBe('true');
      act(() => vi.advanceTimersByTime(5000));
      expect(dot(2).getAttribute('aria-current')).toBe('true');
      // A click on a control is interaction: autoplay goes on from there.
      act(() => screen.getByRole('button', { name: 'Sonraki slayt' }).click());
      expect(dot(3).getAttribute('aria-current')).toBe('true');
      act(() => vi.advanceTimersByTime(5000));
      expect(dot(4).getAttribute('aria-current')).toBe('true');
      // Pausing is the visitor's explicit choice.
      act(() => screen.getByRole('button', { name: 'Otomatik geçişi durdur' }).click());
      act(() => vi.advanceTimersByTime(15000));
      expect(dot(4).getAttribute('aria-current')).toBe('true');
      expect(
        within(document.body).getByRole('button', { name: 'Otomatik geçişi başlat' }),
      ).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('builds its slider and starts autoplay only once it nears the screen', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FarIntersectionObserver);
    try {
      renderWithSite(<HomeCarousel />, { bootstrap: storyBootstrap, width: 375 });
      const track = document.querySelector<HTMLElement>('.site-carousel__track');
      expect(track?.getAttribute('data-slider')).toBe('pending');
      const dot = (index: number) => screen.getByRole('button', { name: `${index}. slayta git` });
      act(() => vi.advanceTimersByTime(10000));
      expect(dot(1).getAttribute('aria-current')).toBe('true');
      // The controls work before the slider: it starts where they leave the position.
      act(() => screen.getByRole('button', { name: 'Sonraki slayt' }).click());
      expect(dot(2).getAttribute('aria-current')).toBe('true');

      act(() => FarIntersectionObserver.intersect(document.querySelector('.site-carousel')));
      expect(track?.hasAttribute('data-slider')).toBe(false);
      expect(dot(2).getAttribute('aria-current')).toBe('true');
      act(() => vi.advanceTimersByTime(5000));
      expect(dot(3).getAttribute('aria-current')).toBe('true');
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
