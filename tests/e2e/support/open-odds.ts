import { eventStatus } from '../../../packages/dev-server/src/sportsbook/world/world.types';
import type { Stack } from './stack';

/**
 * Whether the odd's live match stays open for bets for the next `minutes`. The dev server
 * suspends a live match around each goal and for a while after its start, on the wall clock:
 * a pick of a match about to be suspended is refused (the slip rolls it back, as it should),
 * which a test that means to follow an accepted pick must not mistake for a lost one.
 */
export function staysOpen(stack: Stack, oddId: number, minutes = 4): boolean {
  const event = stack.api.domains.sportsbook.world.odd(oddId)?.event;
  if (!event) return false;
  const now = Date.now();
  for (let at = now; at <= now + minutes * 60_000; at += 5_000) {
    if (eventStatus(event, at) !== 'O') return false;
  }
  return true;
}
