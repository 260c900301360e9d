import type { CountsListeners } from '../kernel/realtime/realtime';

/**
 * The listeners attached now to `site.realtime` or `site.notifications` (leak checks in
 * tests): the count is not on their public types, the objects behind them keep it.
 *
 * @internal The core's own leak checks read a count its public types do not carry.
 */
export function listenerCount(part: object): number {
  const counter = (part as Partial<CountsListeners>).listenerCount;
  if (typeof counter !== 'function') throw new Error('this object counts no listeners');
  return counter.call(part);
}
