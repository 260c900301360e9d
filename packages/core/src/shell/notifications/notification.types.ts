/**
 * Notification kinds of spec 000 §3 with their numeric codes, plus `Bet` (6, an extension of
 * issue 21: a settled bet) which a server without it never sends.
 */
export const NOTIFICATION_KINDS = {
  Deposit: 1,
  Withdraw: 2,
  Jackpot: 3,
  Bonus: 4,
  System: 5,
  Bet: 6,
} as const;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/**
 * Spec 000 §3 icons: Bonus → giftbox, Deposit → arrow-up, Withdraw → down-arrow, else system;
 * the extension kind Bet → coupon.
 */
export type NotificationIcon = 'giftbox' | 'arrow-up' | 'down-arrow' | 'system' | 'coupon';

/** A notification as the core holds it (spec 000 §3), from the list call or a push. */
export interface Notification {
  id: number;
  title: string;
  note: string;
  kind: NotificationKind;
  icon: NotificationIcon;
  /** Epoch milliseconds; the server's timestamp read as UTC. */
  time: number;
  isRead: boolean;
}

/** The panel shows the list or one notification (spec 000 §4). */
export type NotificationView = { mode: 'list' } | { mode: 'detail'; id: number };

/** Spec 000 §7/§9: the list call asks for skip 0, take 100. */
export const NOTIFICATION_TAKE = 100;
/** Spec 000 §9: the badge shows `9+` from this count upward. */
export const UNREAD_BADGE_CAP = 9;
