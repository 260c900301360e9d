import { UNREAD_BADGE_CAP } from './notification.types';

/** Spec 000 §4/§9: the badge shows the count, `9+` from 9 upward, and nothing at 0. */
export function unreadLabel(count: number): string | null {
  if (count <= 0) return null;
  return count >= UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
