import type { Locale } from '../http/locale';
import type { AccountStore } from './accounts';
import type { NewNotification, NotificationCenter } from './notifications';

/**
 * Every balance move goes through here so that it is rounded to kuruş and, when it carries a
 * notification, pushed to the player and listed by customer/notification.
 */
export interface Wallet {
  balance(username: string): number;
  /** Sets the balance outright (dev control); no notification unless one is given. */
  set(username: string, balance: number, notification?: NewNotification, locale?: Locale): void;
  credit(username: string, amount: number, notification?: NewNotification, locale?: Locale): number;
  /** Returns false and changes nothing when the balance is too low. */
  debit(username: string, amount: number, notification?: NewNotification, locale?: Locale): boolean;
}

export function createWallet(accounts: AccountStore, notifications: NotificationCenter): Wallet {
  const account = (username: string) => {
    const found = accounts.find(username);
    if (!found) throw new Error(`Unknown player: ${username}`);
    return found;
  };
  const notify = (
    username: string,
    notification: NewNotification | undefined,
    locale: Locale | undefined,
  ) => {
    if (notification) notifications.add(username, notification, locale);
  };

  return {
    balance: (username) => account(username).balance,
    set(username, balance, notification, locale) {
      account(username).balance = roundMoney(balance);
      notify(username, notification, locale);
    },
    credit(username, amount, notification, locale) {
      const target = account(username);
      target.balance = roundMoney(target.balance + amount);
      notify(username, notification, locale);
      return target.balance;
    },
    debit(username, amount, notification, locale) {
      const target = account(username);
      if (amount > target.balance + 1e-9) return false;
      target.balance = roundMoney(target.balance - amount);
      notify(username, notification, locale);
      return true;
    },
  };
}

export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
