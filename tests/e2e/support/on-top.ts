import type { Locator } from 'playwright-core';

/** The element is what a finger or an eye reaches at its centre: nothing (a toast, a scrim) covers it. */
export function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}
