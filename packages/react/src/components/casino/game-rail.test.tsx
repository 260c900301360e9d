import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FarIntersectionObserver } from '../../test/intersection-observer-stub';
import { renderWithSite } from '../../test/render-with-site';
import { storyGames } from './casino.stories-fixtures';
import { CategoryNav } from './category-nav';
import { GameRail } from './game-rail';

/**
 * happy-dom lays nothing out: a track 400 px wide and slides 150 px wide, so a slider that is
 * built measures real sizes and moves its slides. Counts the measuring of slides, the forced
 * layout a slider costs when it is built.
 */
function layOut() {
  const measured: Element[] = [];
  const width = (element: Element) =>
    element.classList.contains('keen-slider')
      ? 400
      : element.classList.contains('keen-slider__slide')
        ? 150
        : 0;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.classList.contains('keen-slider__slide')) measured.push(this);
    return new DOMRect(0, 0, width(this), 100);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return width(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
  return measured;
}

const slideStyles = (track: HTMLElement) =>
  [...track.querySelectorAll<HTMLElement>('.keen-slider__slide')].map(
    (slide) => slide.style.transform,
  );

describe('GameRail', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FarIntersectionObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('builds no slider while the rail is far below the screen', () => {
    const measured = layOut();
    renderWithSite(<GameRail games={storyGames} onOpen={() => {}} label="Slotlar" />);
    const track = screen.getByRole('list', { name: 'Slotlar' });
    expect(track.getAttribute('data-slider')).toBe('pending');
    expect(measured).toHaveLength(0);
    expect(slideStyles(track).every((transform) => transform === '')).toBe(true);
    // The tiles stand at the slider's spacing meanwhile (carousel.css lays out the gap).
    expect(track.style.getPropertyValue('--site-slider-gap')).toBe('12px');
  });

  it('builds the slider once the rail nears the screen, and its arrows move it', async () => {
    const measured = layOut();
    const { container } = renderWithSite(
      <GameRail games={storyGames} onOpen={() => {}} label="Slotlar" />,
    );
    const track = screen.getByRole('list', { name: 'Slotlar' });
    act(() => FarIntersectionObserver.intersect(container.querySelector('.site-game-rail')));
    expect(track.hasAttribute('data-slider')).toBe(false);
    expect(measured.length).toBeGreaterThan(0);
    const previous = screen.getByRole('button', { name: 'Önceki oyunlar' });
    expect(previous).toHaveProperty('disabled', true);
    const before = slideStyles(track);
    // By keyboard: the next arrow is a real button.
    const user = userEvent.setup();
    act(() => screen.getByRole('button', { name: 'Sonraki oyunlar' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(previous).toHaveProperty('disabled', false));
    expect(slideStyles(track)).not.toEqual(before);
  });
});

describe('CategoryNav', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FarIntersectionObserver));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('builds its slider only when the chips near the screen; the chips work before', async () => {
    const measured = layOut();
    const onSelect = vi.fn();
    const items = ['Tümü', 'Slot', 'Canlı', 'Masa', 'Jackpot', 'Yeni'].map((label, index) => ({
      id: String(index),
      label,
    }));
    renderWithSite(<CategoryNav items={items} active="0" onSelect={onSelect} />);
    const nav = screen.getByRole('navigation');
    const track = nav.querySelector<HTMLElement>('.keen-slider');
    if (!track) throw new Error('no track');
    expect(track.getAttribute('data-slider')).toBe('pending');
    expect(measured).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Masa' }));
    expect(onSelect).toHaveBeenCalledWith('3');
    act(() => FarIntersectionObserver.intersect(nav));
    expect(track.hasAttribute('data-slider')).toBe(false);
    expect(measured.length).toBeGreaterThan(0);
  });
});
