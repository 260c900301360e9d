import type { Locale, Localized } from '../http/locale';
import { utcStamp } from '../support/clock';

/** Notification kinds of spec 000 section 3, plus Bet (6, extension: a settled bet, issue 21). */
export const NotificationKind = {
  Deposit: 1,
  Withdraw: 2,
  Jackpot: 3,
  Bonus: 4,
  System: 5,
  Bet: 6,
} as const;
export type NotificationKind = (typeof NotificationKind)[keyof typeof NotificationKind];

interface StoredNotification {
  id: number;
  username: string;
  type: NotificationKind;
  title: Localized;
  note: Localized;
  createdAt: number;
  isRead: boolean;
}

/** A notification as the API answers and the hub pushes it. */
export interface NotificationDto {
  id: number;
  title: string;
  note: string;
  type: NotificationKind;
  /** UTC without the trailing Z; the client appends it. */
  timeStamp: string;
  isRead: boolean;
}

export interface NewNotification {
  type: NotificationKind;
  title: Localized;
  note: Localized;
}

export interface NotificationCenter {
  /** Stores a notification and pushes it to the player's hub connections as `Notification`. */
  add(username: string, notification: NewNotification, locale?: Locale): NotificationDto;
  /** Stores a past notification without pushing it (seed data). */
  seed(username: string, notification: NewNotification & { at: number; isRead?: boolean }): void;
  /** Newest first. */
  list(
    username: string,
    locale: Locale,
    skip?: number,
    take?: number,
  ): { items: NotificationDto[]; total: number; unread: number };
  /** Marks the given ids read; returns how many changed. */
  markRead(username: string, ids: readonly number[]): number;
}

export function createNotificationCenter(
  now: () => number,
  push: (username: string, notification: NotificationDto) => void,
): NotificationCenter {
  const stored: StoredNotification[] = [];
  let nextId = 1;
  const toDto = (n: StoredNotification, locale: Locale): NotificationDto => ({
    id: n.id,
    title: n.title[locale],
    note: n.note[locale],
    type: n.type,
    timeStamp: utcStamp(n.createdAt),
    isRead: n.isRead,
  });

  return {
    add(username, notification, locale = 'tr') {
      const record: StoredNotification = {
        id: nextId++,
        username,
        ...notification,
        createdAt: now(),
        isRead: false,
      };
      stored.unshift(record);
      const dto = toDto(record, locale);
      push(username, dto);
      return dto;
    },
    seed(username, { at, isRead = false, ...notification }) {
      stored.push({ id: nextId++, username, ...notification, createdAt: at, isRead });
      stored.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    },
    list(username, locale, skip = 0, take = 100) {
      const mine = stored.filter((n) => n.username === username);
      return {
        items: mine.slice(skip, skip + take).map((n) => toDto(n, locale)),
        total: mine.length,
        unread: mine.filter((n) => !n.isRead).length,
      };
    },
    markRead(username, ids) {
      let changed = 0;
      for (const n of stored) {
        if (n.username === username && !n.isRead && ids.includes(n.id)) {
          n.isRead = true;
          changed++;
        }
      }
      return changed;
    },
  };
}
