import { useStore } from '@nanostores/react';
import type { CashoutApi, CashoutModule, CashoutState } from '@site/core/cashout';
import { optionalModule, useSite } from '../../../hooks/use-site';

/** The site's cash-out, or undefined when it was composed without `cashoutModule()`. */
export function useCashoutModule(): CashoutModule | undefined {
  return optionalModule<CashoutApi>(useSite(), 'cashout')?.cashout;
}

/** One bet's cash-out state (watching it seeds its value from My Bets). */
export function useCashoutState(cashout: CashoutModule, betId: number | string): CashoutState {
  return useStore(cashout.bet(betId));
}
