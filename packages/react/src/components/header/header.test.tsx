import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyNotifications } from '../../stories-support/fixtures';
import { renderWithSite } from '../../test/render-with-site';
import { Header } from './header';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('Header', () => {
  afterEach(() => scrollTo(0));

  it('hides once the page is scrolled more than 100 px, and shows again above', () => {
    renderWithSite(<Header />, { width: 1280 });
    const header = screen.getByTestId('site-header');
    expect(header.hasAttribute('data-hidden')).toBe(false);
    scrollTo(100);
    expect(header.hasAttribute('data-hidden')).toBe(false);
    scrollTo(101);
    expect(header.hasAttribute('data-hidden')).toBe(true);
    scrollTo(40);
    expect(header.hasAttribute('data-hidden')).toBe(false);
  });

  it.each([
    [8, '8'],
    [9, '9+'],
    [30, '9+'],
  ])('shows %i unread as %s on the bell', async (unread, label) => {
    renderWithSite(<Header />, {
      width: 1280,
      player: { username: 'p', balance: 0 },
      notifications: storyNotifications(30, unread),
    });
    expect((await screen.findByTestId('notification-badge')).textContent).toContain(label);
  });

  it('shows no badge without unread notifications', async () => {
    const { site } = renderWithSite(<Header />, {
      width: 1280,
      player: { username: 'p', balance: 0 },
      notifications: storyNotifications(3, 0),
    });
    await act(() => site.notifications.refresh());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it('shakes the bell when the unread count changes', async () => {
    const { site } = renderWithSite(<Header />, {
      width: 1280,
      player: { username: 'p', balance: 0 },
      notifications: storyNotifications(3, 1),
    });
    const bell = await screen.findByRole('button', { name: /Bildirimler/ });
    await screen.findByTestId('notification-badge');
    await act(() => site.notifications.markRead());
    expect(bell.hasAttribute('data-shake')).toBe(true);
  });

  it('switches to the mobile layout at 900 px and the hamburger at 1100 px', () => {
    const { unmount } = renderWithSite(<Header />, { width: 900 });
    expect(screen.getByTestId('site-header').getAttribute('data-layout')).toBe('mobile');
    expect(screen.getByRole('navigation', { name: 'Hızlı erişim' })).toBeTruthy();
    unmount();
    renderWithSite(<Header />, { width: 901 });
    expect(screen.getByTestId('site-header').getAttribute('data-layout')).toBe('desktop');
    expect(screen.getByRole('button', { name: 'Menüyü aç' })).toBeTruthy();
  });
});
