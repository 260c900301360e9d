import * as v from 'valibot';
import type { KeyValueStorage } from '../env/ports';
import { readStored, writeStored } from '../storage/json-storage';

/** Tab storage key of the notice a session that ended hands to the page loaded after it. */
export const SESSION_ENDED_KEY = 'sessionEnded';

/** The longest server message kept for the notice; a longer one is cut. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * Why the player is a visitor again without having logged out here: `expired` (the server
 * refused the player's token, spec 000 §8) or `other-tab` (a logout in another tab). `message`
 * is the server's text for an expired session, when the 401 carried one.
 */
export interface SessionEndedNotice {
  reason: 'expired' | 'other-tab';
  message?: string;
}

const noticeSchema = v.object({
  reason: v.picklist(['expired', 'other-tab']),
  message: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((text) => text.slice(0, MAX_MESSAGE_LENGTH)),
    ),
  ),
});

/** The notice a previous page of this tab left, removed as it is read (shown once). */
export function takeEndedNotice(tabStorage: KeyValueStorage): SessionEndedNotice | null {
  const notice = readStored(tabStorage, SESSION_ENDED_KEY, noticeSchema) ?? null;
  try {
    tabStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // blocked storage: nothing was read either
  }
  if (!notice) return null;
  return notice.message
    ? { reason: notice.reason, message: notice.message }
    : { reason: notice.reason };
}

/** Keeps the notice for the page the logout reloads (this tab only). */
export function leaveEndedNotice(
  tabStorage: KeyValueStorage,
  notice: SessionEndedNotice | null,
): void {
  if (notice) writeStored(tabStorage, SESSION_ENDED_KEY, notice);
  else {
    try {
      tabStorage.removeItem(SESSION_ENDED_KEY);
    } catch {
      // blocked storage: there is nothing to clear
    }
  }
}
