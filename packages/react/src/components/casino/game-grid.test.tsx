import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../test/render-with-site';
import { storyGame } from './casino.stories-fixtures';
import { GameGrid, GRID_FIRST_TILES } from './game-grid';

// happy-dom has no layout: the grid's layout is given here (4 columns, 190 px tiles, 10 px
// gaps), and the page "scrolls" by moving the grid's top edge.
const COLUMNS = 4;
const STRIDE = 200;
const games = Array.from({ length: 2000 }, (_, index) =>
  storyGame({ gameCode: `game_${index + 1}`, name: `Oyun ${index + 1}` }),
);
let gridTop = 0;

function stubLayout() {
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) =>
    element instanceof HTMLElement && element.classList.contains('site-game-grid')
      ? new Proxy(computed(element, pseudo), {
          get: (style, key) =>
            key === 'gridTemplateColumns'
              ? '100px 100px 100px 100px'
              : key === 'rowGap'
                ? '10px'
                : Reflect.get(style, key, style),
        })
      : computed(element, pseudo),
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const top = this.classList.contains('site-game-grid') ? gridTop : 0;
    const height = this.tagName === 'LI' ? STRIDE - 10 : 0;
    return {
      top,
      height,
      bottom: top + height,
      left: 0,
      right: 0,
      width: 0,
      x: 0,
      y: top,
    } as DOMRect;
  });
}

async function scrollTo(top: number) {
  gridTop = -top;
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

const items = () => screen.getAllByRole('listitem');
const position = (item: HTMLElement) => Number(item.getAttribute('aria-posinset'));

afterEach(() => {
  vi.restoreAllMocks();
  gridTop = 0;
});

describe('GameGrid with 2,000 games', () => {
  it('renders the first tiles before layout is known, each telling its place in the list', () => {
    renderWithSite(<GameGrid games={games} status="ready" onOpen={() => {}} />);
    expect(items()).toHaveLength(GRID_FIRST_TILES);
    expect(items()[0]?.getAttribute('aria-setsize')).toBe('2000');
    expect(screen.getByText('Oyun 1')).toBeTruthy();
  });

  it('keeps only the rows near the viewport in the page, and the page its full length', async () => {
    stubLayout();
    renderWithSite(<GameGrid games={games} status="ready" onOpen={() => {}} />);
    const list = screen.getByTestId('game-grid');
    const fullHeight = (games.length / COLUMNS) * STRIDE;
    const rendered = () => (items().length / COLUMNS) * STRIDE;
    const padding = () =>
      Number.parseFloat(list.style.paddingTop || '0') +
      Number.parseFloat(list.style.paddingBottom || '0');

    expect(position(items()[0] as HTMLElement)).toBe(1);
    expect(items().length).toBeLessThan(200);
    expect(padding() + rendered()).toBe(fullHeight);

    // The middle of the list: game 1001 is row 250.
    await scrollTo(250 * STRIDE);
    const shown = items().map(position);
    expect(shown).toContain(1001);
    expect(shown).not.toContain(1);
    expect(items().length).toBeLessThan(200);
    expect(padding() + rendered()).toBe(fullHeight);
    expect(screen.getByText('Oyun 1001')).toBeTruthy();

    // The end: the last game is there.
    await scrollTo(fullHeight - 800);
    expect(items().map(position)).toContain(2000);
  }, 20_000);

  it('shows a preview (limit) whole, without windowing', () => {
    stubLayout();
    renderWithSite(<GameGrid games={games} status="ready" onOpen={() => {}} limit={12} />);
    expect(items().map(position)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });
});
