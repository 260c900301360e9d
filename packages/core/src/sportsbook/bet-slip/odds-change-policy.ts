import * as v from 'valibot';
import type { SlipOdd } from './bet-slip.types';

/**
 * Issue 21: which odds changes the player accepts when placing. `any` is the spec's Accept
 * Changes checkbox on (the default), `none` the checkbox off; `higher` accepts a price that
 * went up and stops at one that went down.
 */
export type OddsChangePolicy = 'any' | 'higher' | 'none';

export const ODDS_CHANGE_POLICIES: readonly OddsChangePolicy[] = ['any', 'higher', 'none'];

/** Spec 001 §5: the Accept Changes checkbox is on by default. */
export const DEFAULT_ODDS_CHANGE_POLICY: OddsChangePolicy = 'any';

export const oddsChangePolicySchema = v.picklist(['any', 'higher', 'none']);

/** What is sent as the spec's `acceptChanges`: true only when every change is accepted. */
export function acceptChangesFlag(policy: OddsChangePolicy): boolean {
  return policy === 'any';
}

/** Whether the policy lets a bet go with this move of the price (since the player saw it). */
export function acceptsChange(policy: OddsChangePolicy, change: SlipOdd['change']): boolean {
  if (change === null || policy === 'any') return true;
  return policy === 'higher' && change === 'up';
}

/** The odds whose move the policy does not accept: placing stops until the player accepts them. */
export function oddsToAccept(policy: OddsChangePolicy, odds: readonly SlipOdd[]): number[] {
  return odds
    .filter((odd) => !odd.isSkeleton && !acceptsChange(policy, odd.change))
    .map((odd) => odd.oddId);
}

/** How a price moved against the reference the player saw: 'up', 'down' or null (unchanged). */
export function priceChange(reference: number | null, rate: number | null): SlipOdd['change'] {
  if (reference === null || rate === null || reference === rate) return null;
  return rate > reference ? 'up' : 'down';
}
