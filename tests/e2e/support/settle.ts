import type { Locator, Page } from 'playwright-core';

// Waits on what the page shows instead of a fixed sleep: a shared machine can take any time to
// paint, and a pass never waits longer than the page needs.

/** Two animation frames: what a scroll or a state change rendered is on screen. */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** The element's own and its descendants' transitions and animations (finite ones) have ended. */
export async function transitionsEnded(target: Locator): Promise<void> {
  await target.evaluate(async (element) => {
    const running = element.getAnimations({ subtree: true }).filter((animation) => {
      const end = Number(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY);
      return Number.isFinite(end);
    });
    await Promise.allSettled(running.map((animation) => animation.finished));
  });
}

/**
 * Every image the page loads has loaded or failed (a lazy one off screen does not load), and the
 * tasks that fire their load and error handlers have run (a frame pair later): a handler that
 * survived sanitising has had its turn.
 */
export async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      if (image.complete) return true;
      const box = image.getBoundingClientRect();
      const onScreen =
        box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return image.loading === 'lazy' && !onScreen;
    }),
  );
  await nextFrames(page);
}

/** Milliseconds left on a toast's countdown (its progress bar runs for the toast's autoClose). */
export function toastTimeLeft(toast: Locator): Promise<number> {
  return toast.evaluate((element) => {
    const bar = element.querySelector('.Toastify__progress-bar');
    const countdown = bar?.getAnimations()[0];
    const timing = countdown?.effect?.getComputedTiming();
    if (!countdown || !timing) return 0;
    return Number(timing.endTime) - Number(countdown.currentTime ?? 0);
  });
}
