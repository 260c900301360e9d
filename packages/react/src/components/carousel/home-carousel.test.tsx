import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storyBootstrap } from '../../stories-support/fixtures';
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

  it('renders nothing without slides', () => {
    const { container } = renderWithSite(<HomeCarousel />);
    expect(container.querySelector('.site-carousel')).toBeNull();
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
});
