import { fillBoth, type Localized, money } from '../kit/localized';
import type { SportsbookDeps } from '../sportsbook.deps';
import { sbMessages } from '../sportsbook.messages';
import { BetStatus, type PlacedBet } from './bet-book';

/** Extension (not in the spec): the sbnotify command telling a player their bet settled. */
export const BET_SETTLED_COMMAND = 'betSettled';

/** What settles a bet: won, lost, returned (stake back) or fully cashed out. */
export type SettledStatus =
  | typeof BetStatus.Won
  | typeof BetStatus.Lost
  | typeof BetStatus.Returned
  | typeof BetStatus.Cashout;

/** The `betSettled` message: the bet, its final status (spec 001 bet status) and what it paid. */
export interface BetSettledMessage {
  betId: number;
  status: SettledStatus;
  /** What went to the balance: the win, 0 when lost, the stake when returned, the cash-out. */
  payout: number;
}

const NOTICES: Record<SettledStatus, { title: Localized; note: Localized }> = {
  [BetStatus.Won]: { title: sbMessages.couponWonTitle, note: sbMessages.couponWonNote },
  [BetStatus.Lost]: { title: sbMessages.couponLostTitle, note: sbMessages.couponLostNote },
  [BetStatus.Returned]: {
    title: sbMessages.couponReturnedTitle,
    note: sbMessages.couponReturnedNote,
  },
  [BetStatus.Cashout]: {
    title: sbMessages.couponCashedOutTitle,
    note: sbMessages.couponCashedOutNote,
  },
};

/**
 * Tells the bet's owner it settled: a notification entry of the Bet kind (an extension; kept in
 * their list, so a player who
 * was away sees it after login) and the `betSettled` push on sbnotify. The balance is moved by
 * the caller before this (the settlement, or the cash-out once the whole stake is cashed out).
 */
export function pushBetSettled(
  deps: Pick<SportsbookDeps, 'notify' | 'sendToPlayer'>,
  bet: PlacedBet,
  status: SettledStatus,
  payout: number,
): BetSettledMessage {
  const notice = NOTICES[status];
  deps.notify(
    bet.username,
    'Bet',
    notice.title,
    fillBoth(notice.note, { betId: bet.id, amount: money(payout) }),
  );
  const message: BetSettledMessage = { betId: bet.id, status, payout };
  deps.sendToPlayer(bet.username, BET_SETTLED_COMMAND, message);
  return message;
}
