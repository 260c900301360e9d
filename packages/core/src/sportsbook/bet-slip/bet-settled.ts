import type { ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { formatMoney } from '../../kernel/format/money';
import type { Locale } from '../../kernel/i18n/locale';
import type { ToastKind, ToastsModule } from '../../kernel/toasts/toasts';

/** Issue 21 (extension, not in the spec): the sbnotify command telling a player a bet settled. */
export const BET_SETTLED_COMMAND = 'betSettled';

/** How a bet ended, from spec 001's bet status: Returned 2, Lost 3, Won 4, Cashout 5. */
export type BetOutcome = 'returned' | 'lost' | 'won' | 'cashout';

const OUTCOME_BY_STATUS: Record<number, BetOutcome> = {
  2: 'returned',
  3: 'lost',
  4: 'won',
  5: 'cashout',
};

/** A settled bet as the core reads the `betSettled` push. */
export interface BetSettled {
  betId: number;
  outcome: BetOutcome;
  /** What was paid to the balance: the win, 0 when lost, the stake back, the cash-out. */
  payout: number;
}

/** `{ betId, status, payout }`; anything else is a malformed push (dropped, an `error` event). */
export const betSettledSchema = v.pipe(
  v.object({
    betId: v.pipe(v.number(), v.integer()),
    status: v.picklist([2, 3, 4, 5]),
    payout: v.pipe(v.number(), v.finite(), v.minValue(0)),
  }),
  v.transform(
    (raw): BetSettled => ({
      betId: raw.betId,
      outcome: OUTCOME_BY_STATUS[raw.status] ?? 'lost',
      payout: raw.payout,
    }),
  ),
);

export type BetSettledMessageKey =
  | 'sportsbook.settled.won'
  | 'sportsbook.settled.lost'
  | 'sportsbook.settled.returned'
  | 'sportsbook.settled.cashout';

export const BET_SETTLED_MESSAGE_KEYS: readonly BetSettledMessageKey[] = [
  'sportsbook.settled.won',
  'sportsbook.settled.lost',
  'sportsbook.settled.returned',
  'sportsbook.settled.cashout',
];

const TOAST_KIND: Record<BetOutcome, ToastKind> = {
  won: 'success',
  cashout: 'success',
  returned: 'info',
  lost: 'info',
};

/**
 * Tells the player a bet settled: a toast (`sportsbook.settled.{outcome}` with the payout in
 * the site's money format as `amount`), the balance fetched again, and the given follow-ups
 * (My Bets reloads while shown). The notification entry comes from the server's own
 * `Notification` push, like every other notification. Returns the stop.
 */
export function followSettledBets(deps: {
  onBetSettled(handler: (settled: BetSettled) => void): () => void;
  toasts: Pick<ToastsModule, 'show'>;
  $locale: ReadableAtom<Locale>;
  refreshBalance(): Promise<void>;
}): () => void {
  return deps.onBetSettled((settled) => {
    deps.toasts.show(TOAST_KIND[settled.outcome], {
      key: `sportsbook.settled.${settled.outcome}`,
      params: { amount: formatMoney(settled.payout, deps.$locale.get()), betId: settled.betId },
    });
    deps.refreshBalance().catch(() => {
      // The balance poll shows it shortly; a failed refresh has its own status.
    });
  });
}
