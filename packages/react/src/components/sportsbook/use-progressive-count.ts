import { type RefObject, startTransition, useEffect, useLayoutEffect, useState } from 'react';

/**
 * Items a progressive list renders with its first paint: a phone's and a desktop's first
 * screen of live rows with room to spare (a row is 50–90 px high).
 */
export const FIRST_SCREEN_ITEMS = 24;
/**
 * Items each later step adds: one step's commit, style and layout stay well under a 50 ms
 * task on a phone at 4x CPU slowdown (Lighthouse's mobile preset).
 */
export const ITEMS_PER_STEP = 8;
/** Without `requestIdleCallback` (Safari), the pause between two steps. */
const STEP_PAUSE_MS = 16;
/** A page never idle (a busy phone, a stream of odds) still gets a step this often. */
const STEP_AT_LATEST_MS = 200;

/**
 * Progressive rendering of a long list: how many of `total` items to render now. The first
 * screen renders at once; the rest follows in small steps, each a React transition that starts
 * when the browser is idle, so no step is a long task and input always comes first. The steps
 * go on until every item is rendered (find-in-page and assistive technology see the whole list
 * in the end); they hurry when `rest` (the room kept for the items not rendered yet) comes near
 * the viewport, and a focus moving into the list renders the next step at once, so Tab never
 * runs past the last rendered item. `rest` is sized before each paint to the unrendered items
 * at the rendered ones' average height: the page keeps about its full length (no footer
 * jumping up, no scroll bar growing under the thumb).
 */
export function useProgressiveCount(
  total: number,
  listRef: RefObject<HTMLElement | null>,
  restRef: RefObject<HTMLElement | null>,
): number {
  const [count, setCount] = useState(FIRST_SCREEN_ITEMS);
  const complete = count >= total;

  useLayoutEffect(() => {
    const list = listRef.current;
    const rest = restRef.current;
    if (!list || !rest) return;
    const rendered = Math.min(count, total);
    const height = list.getBoundingClientRect().height - rest.getBoundingClientRect().height;
    const missing = complete || rendered === 0 ? 0 : ((total - rendered) * height) / rendered;
    rest.style.height = `${Math.round(missing)}px`;
    // Nothing left: no empty box (nor the list's gap before it) under the last league.
    rest.hidden = missing === 0;
  }, [listRef, restRef, count, total, complete]);

  // Again after every step: the next one is scheduled once this one is on screen.
  useEffect(() => {
    if (count >= total) return;
    const list = listRef.current;
    const step = () => startTransition(() => setCount((current) => current + ITEMS_PER_STEP));
    const idle = typeof requestIdleCallback === 'function';
    const pending = idle
      ? requestIdleCallback(step, { timeout: STEP_AT_LATEST_MS })
      : window.setTimeout(step, STEP_PAUSE_MS);
    const cancel = () => (idle ? cancelIdleCallback(pending) : window.clearTimeout(pending));

    // A player scrolling (or jumping) towards the unrendered part: the next step now.
    const near =
      typeof IntersectionObserver === 'undefined' || !restRef.current
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              cancel();
              step();
            },
            { rootMargin: '100% 0px' },
          );
    if (restRef.current) near?.observe(restRef.current);

    // Focus inside the list: the next items exist before the next Tab (a discrete event's
    // update renders before the next input).
    const focused = () => setCount((current) => current + ITEMS_PER_STEP);
    list?.addEventListener('focusin', focused);
    return () => {
      cancel();
      near?.disconnect();
      list?.removeEventListener('focusin', focused);
    };
  }, [listRef, restRef, count, total]);

  return Math.min(count, total);
}
