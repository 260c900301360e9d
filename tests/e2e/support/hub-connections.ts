import type { Page } from 'playwright-core';
import type { Stack } from './stack';

/**
 * Whether this page's own visitor link to the sportsbook hub is up (handshake done, no player):
 * found by the page's fingerprint, so a link another page is closing cannot stand in for it
 * the way a connection count can.
 */
export async function visitorHubLinked(stack: Stack, page: Page): Promise<boolean> {
  const fingerprint = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('fingerprint') ?? 'null'),
  );
  return stack.api.hubs
    .connections()
    .some(
      (link) =>
        link.hub === 'sbnotify' &&
        link.fingerprint === fingerprint &&
        link.username === undefined &&
        link.handshakeDone,
    );
}
