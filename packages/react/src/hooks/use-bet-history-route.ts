import { BET_HISTORY_ROUTE } from '@site/core/shell';
import { useSite } from './use-site';

/**
 * The player's bets page, or null on a site composed without the sportsbook (a casino-only
 * white label): its coupons are sports bets, and such a site has no page for them.
 */
export function useBetHistoryRoute(): string | null {
  return 'sportsbook' in useSite() ? BET_HISTORY_ROUTE : null;
}
