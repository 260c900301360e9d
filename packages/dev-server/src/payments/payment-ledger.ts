import type { Locale, Localized } from '../http/locale';
import { moneyText } from '../http/money';
import { NotificationKind } from '../state/notifications';
import type { Wallet } from '../state/wallet';
import type { Clock } from '../support/clock';
import { type MethodDefinition, TransactionType } from './payment-methods';

/** Transaction status of spec 000: None 0, Confirmed 1, Pending 2, Merged 3, Rejected 4, Cancelled 5, Created 6. */
export const TransactionStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const;
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];

export interface Transaction {
  id: string;
  username: string;
  type: TransactionType;
  methodId: number;
  methodName: Localized;
  amount: number;
  status: TransactionStatus;
  createdAt: number;
  updatedAt: number;
  detail: Record<string, string | number>;
  locale: Locale;
}

export interface PaymentLedger {
  /** A redirect deposit waiting on the stand-in payment page (status Created). */
  openDeposit(
    username: string,
    method: MethodDefinition,
    amount: number,
    detail: Transaction['detail'],
    locale: Locale,
  ): Transaction;
  /** A message deposit (status Pending), credited after the settle delay. */
  requestDeposit(
    username: string,
    method: MethodDefinition,
    amount: number,
    detail: Transaction['detail'],
    locale: Locale,
  ): Transaction;
  /** Debits at once (false when the balance is too low), confirmed after the settle delay. */
  requestWithdraw(
    username: string,
    method: MethodDefinition,
    amount: number,
    detail: Transaction['detail'],
    locale: Locale,
  ): Transaction | undefined;
  /** Credits a Created or Pending deposit once; false if it is not open any more. */
  confirmDeposit(id: string): boolean;
  cancelDeposit(id: string): boolean;
  find(id: string): Transaction | undefined;
  list(username?: string): Transaction[];
  /** Settles every pending transaction now instead of waiting. */
  settleAll(): number;
  stop(): void;
}

const depositNotification = (amount: number, method: Localized) => ({
  type: NotificationKind.Deposit,
  title: { tr: 'Para yatırma onaylandı', en: 'Deposit confirmed' },
  note: {
    tr: `${method.tr} ile ${moneyText(amount, 'tr')} hesabınıza eklendi.`,
    en: `${moneyText(amount, 'en')} via ${method.en} was added to your account.`,
  },
});

const withdrawNotification = (amount: number, method: Localized) => ({
  type: NotificationKind.Withdraw,
  title: { tr: 'Para çekme talebi alındı', en: 'Withdrawal requested' },
  note: {
    tr: `${method.tr} ile ${moneyText(amount, 'tr')} çekim talebiniz işleme alındı.`,
    en: `Your withdrawal of ${moneyText(amount, 'en')} via ${method.en} is being processed.`,
  },
});

/** Deposits and withdrawals, with their balance moves and notifications. */
export function createPaymentLedger(options: {
  clock: Clock;
  wallet: Wallet;
  settleAfterMs: number;
  newId(): string;
  log(line: string): void;
}): PaymentLedger {
  const { clock, wallet } = options;
  const transactions: Transaction[] = [];
  const timers = new Map<string, unknown>();

  const record = (
    username: string,
    type: TransactionType,
    method: MethodDefinition,
    amount: number,
    detail: Transaction['detail'],
    status: TransactionStatus,
    locale: Locale,
  ): Transaction => {
    const tx: Transaction = {
      id: options.newId(),
      username,
      type,
      methodId: method.id,
      methodName: method.name,
      amount,
      status,
      createdAt: clock.now(),
      updatedAt: clock.now(),
      detail,
      locale,
    };
    transactions.unshift(tx);
    return tx;
  };
  const settleLater = (tx: Transaction, settle: () => void) => {
    timers.set(
      tx.id,
      clock.setTimeout(() => {
        timers.delete(tx.id);
        settle();
      }, options.settleAfterMs),
    );
  };
  const clearTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clock.clearTimeout(timer);
    timers.delete(id);
  };

  const ledger: PaymentLedger = {
    openDeposit: (username, method, amount, detail, locale) =>
      record(
        username,
        TransactionType.Deposit,
        method,
        amount,
        detail,
        TransactionStatus.Created,
        locale,
      ),
    requestDeposit(username, method, amount, detail, locale) {
      const tx = record(
        username,
        TransactionType.Deposit,
        method,
        amount,
        detail,
        TransactionStatus.Pending,
        locale,
      );
      settleLater(tx, () => ledger.confirmDeposit(tx.id));
      return tx;
    },
    requestWithdraw(username, method, amount, detail, locale) {
      if (!wallet.debit(username, amount, withdrawNotification(amount, method.name), locale))
        return undefined;
      const tx = record(
        username,
        TransactionType.Withdraw,
        method,
        amount,
        detail,
        TransactionStatus.Pending,
        locale,
      );
      settleLater(tx, () => {
        tx.status = TransactionStatus.Confirmed;
        tx.updatedAt = clock.now();
      });
      return tx;
    },
    confirmDeposit(id) {
      const tx = ledger.find(id);
      if (
        !tx ||
        tx.type !== TransactionType.Deposit ||
        (tx.status !== TransactionStatus.Created && tx.status !== TransactionStatus.Pending)
      )
        return false;
      clearTimer(id);
      tx.status = TransactionStatus.Confirmed;
      tx.updatedAt = clock.now();
      wallet.credit(
        tx.username,
        tx.amount,
        depositNotification(tx.amount, tx.methodName),
        tx.locale,
      );
      options.log(`deposit ${tx.id} confirmed: ${tx.username} +${tx.amount}`);
      return true;
    },
    cancelDeposit(id) {
      const tx = ledger.find(id);
      if (!tx || tx.type !== TransactionType.Deposit || tx.status !== TransactionStatus.Created)
        return false;
      tx.status = TransactionStatus.Cancelled;
      tx.updatedAt = clock.now();
      return true;
    },
    find: (id) => transactions.find((t) => t.id === id),
    list: (username) => transactions.filter((t) => !username || t.username === username),
    settleAll() {
      let settled = 0;
      for (const tx of transactions) {
        if (tx.status !== TransactionStatus.Pending) continue;
        clearTimer(tx.id);
        if (tx.type === TransactionType.Deposit) ledger.confirmDeposit(tx.id);
        else {
          tx.status = TransactionStatus.Confirmed;
          tx.updatedAt = clock.now();
        }
        settled++;
      }
      return settled;
    },
    stop() {
      for (const id of [...timers.keys()]) clearTimer(id);
    },
  };
  return ledger;
}
