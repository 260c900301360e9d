import { type RefObject, startTransition, useLayoutEffect, useState } from 'react';

/** The tiles a windowed grid renders, and the room the rows outside the window take. */
export interface GridWindow {
  /** First rendered tile (index into the list). */
  start: number;
  /** One past the last rendered tile. */
  end: number;
  /** Height of the rows above the window, in px (the grid's top padding). */
  before: number;
  /** Height of the rows below the window, in px (the grid's bottom padding). */
  after: number;
}

/** Rows kept rendered beyond each edge of the viewport, in px: scrolling never shows a gap. */
const OVERSCAN_PX = 900;
/** The window moves only when the viewport comes this close to its edge (fewer renders). */
const SLACK_PX = 300;

interface GridMetrics {
  columns: number;
  /** Row height plus the row gap. */
  stride: number;
}

/** Columns and row size from the rendered grid; `null` without layout (jsdom, first render). */
function measure(list: HTMLElement): GridMetrics | null {
  const first = list.querySelector<HTMLElement>(':scope > li');
  if (!first) return null;
  const style = getComputedStyle(list);
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
  const height = first.getBoundingClientRect().height;
  const gap = Number.parseFloat(style.rowGap) || 0;
  if (columns < 1 || height <= 0) return null;
  return { columns, stride: height + gap };
}

/**
 * Windowing for a long grid of equal-height tiles in a page that scrolls the window: only the
 * rows near the viewport are rendered, the rest are padding of their exact height, so the page
 * keeps its full length and scroll bar while the DOM stays a few dozen tiles whatever the list
 * size. Before layout is known (server render, first paint, jsdom) the first `initial` tiles
 * render. Columns and row height are re-measured on resize.
 */
export function useGridWindow(
  listRef: RefObject<HTMLElement | null>,
  total: number,
  initial: number,
): GridWindow {
  const [range, setRange] = useState<GridWindow>(() => firstTiles(total, initial));

  useLayoutEffect(() => {
    const list = listRef.current;
    const first = firstTiles(total, initial);
    if (!list || total <= initial) {
      setRange((current) => (same(current, first) ? current : first));
      return;
    }
    let metrics: GridMetrics | null = null;
    let frame = 0;

    /** `force`: measure again; `urgent`: render the new rows now (keyboard focus moved). */
    const update = (force: boolean, urgent = false) => {
      frame = 0;
      metrics = force || !metrics ? measure(list) : metrics;
      if (!metrics) {
        // No layout yet: the first tiles, measured again once they change the grid's size.
        setRange((current) => (same(current, first) ? current : first));
        return;
      }
      const { columns, stride } = metrics;
      const rows = Math.ceil(total / columns);
      // The viewport in the grid's own coordinates (row r starts at r × stride).
      const viewTop = -list.getBoundingClientRect().top;
      const viewBottom = viewTop + window.innerHeight;
      const move = (current: GridWindow): GridWindow => {
        const covered =
          !force &&
          (current.start === 0 ||
            Math.floor(current.start / columns) * stride <= viewTop - SLACK_PX) &&
          (current.end >= total ||
            Math.ceil(current.end / columns) * stride >= viewBottom + SLACK_PX);
        if (covered) return current;
        const firstRow = Math.min(
          Math.max(0, Math.floor((viewTop - OVERSCAN_PX) / stride)),
          Math.max(0, rows - 1),
        );
        const lastRow = Math.min(
          rows,
          Math.max(firstRow + 1, Math.ceil((viewBottom + OVERSCAN_PX) / stride)),
        );
        const next = {
          start: firstRow * columns,
          end: Math.min(total, lastRow * columns),
          before: firstRow * stride,
          after: (rows - lastRow) * stride,
        };
        return same(current, next) ? current : next;
      };
      // A scroll moves the window as a transition: React renders the new rows in slices that
      // yield to the browser (the overscan keeps them ready before they show), never one long
      // task. A first measure, a resize or a focus move applies at once.
      if (force || urgent) setRange(move);
      else startTransition(() => setRange(move));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(() => update(false));
    };
    const remeasure = () => {
      if (frame) cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => update(true));
    };

    // Tab onto a tile scrolls it into view: the rows after it must exist before the next
    // Tab, however fast the keys come, or focus would leave the grid.
    const focused = () => {
      if (frame) cancelAnimationFrame(frame);
      update(false, true);
    };

    update(true);
    list.addEventListener('focusin', focused);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', remeasure);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(remeasure);
    resize?.observe(list);
    return () => {
      list.removeEventListener('focusin', focused);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', remeasure);
      resize?.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [listRef, total, initial]);

  return range;
}

function firstTiles(total: number, initial: number): GridWindow {
  return { start: 0, end: Math.min(total, initial), before: 0, after: 0 };
}

function same(a: GridWindow, b: GridWindow): boolean {
  return a.start === b.start && a.end === b.end && a.before === b.before && a.after === b.after;
}
