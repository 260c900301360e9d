import type { Stack } from './stack';

/**
 * How many sbnotify connections the dev server holds now: a command no client reads is
 * broadcast, and the count of connections it reached is the answer.
 */
export function sbnotifyConnections(stack: Stack): number {
  return stack.api.hubs.broadcast('sbnotify', 'e2eConnectionCount', null);
}
