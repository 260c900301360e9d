import { fireEvent, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Types 2, 5, 0 into the box `#boxId` the moment it appears (after `show()` brings it), on a
 * busy page: each of React's tasks outlasts its 5 ms frame, so the keystrokes come between the
 * commit that shows the box and the effects React runs after it. Returns what the box showed
 * after each keystroke (each one adds to what the box shows, as a player's typing does).
 */
export async function typeAsItAppears(boxId: string, show: () => void): Promise<string[]> {
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    const box = document.getElementById(boxId) as HTMLInputElement | null;
    if (!box || shown.length > 0) return;
    for (const key of ['2', '5', '0']) {
      fireEvent.change(box, { target: { value: box.value + key } });
      shown.push(box.value);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const now = performance.now.bind(performance);
  let lag = 0;
  const busy = vi.spyOn(performance, 'now').mockImplementation(() => {
    lag += 6;
    return now() + lag;
  });
  try {
    show();
    await waitFor(() => expect(shown).toHaveLength(3));
  } finally {
    busy.mockRestore();
    observer.disconnect();
  }
  return shown;
}
