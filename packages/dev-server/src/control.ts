import type { BootstrapSettings } from './cms/bootstrap';
import type { ServerContext } from './context';
import { type HistoryRows, recordHistory } from './history/history-rows';
import type { Localized } from './http/locale';
import { moneyText } from './http/money';
import type { PaymentLedger, Transaction } from './payments/payment-ledger';
import type { CallRequest } from './routes/call-request.routes';
import type { CodePurpose, IssuedCode } from './state/codes';
import { type NotificationDto, NotificationKind } from './state/notifications';
import type { Caller } from './state/tokens';

export type NotificationKindName = keyof typeof NotificationKind;

export interface NotifyInput {
  /** Default System. */
  type?: NotificationKindName | NotificationKind;
  /** A plain text is used for both languages. */
  title: string | Localized;
  note: string | Localized;
}

/** A player as the dev endpoints list it (password included: these are demo accounts). */
export interface AccountSummary {
  username: string;
  password: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  group: number;
  usercode: string;
  balance: number;
  smsVerified: boolean;
  betcoAccess: boolean;
}

/** Test and demo controls; every one is mirrored by an endpoint under /dev/. */
export interface DevControl {
  setBalance(username: string, balance: number, options?: { notify?: boolean }): void;
  getBalance(username: string): number;
  /** Codes "sent by SMS" (phone verification, password reset), newest first. */
  codes(filter?: { username?: string; purpose?: CodePurpose }): IssuedCode[];
  /** The newest live code for a player, handy in tests. */
  lastCode(username: string, purpose?: CodePurpose): string | undefined;
  /** Stores a notification and pushes it to the player's hub connections. */
  notify(username: string, notification: NotifyInput): NotificationDto;
  /** Expires tokens now (all, one player's, or one kind); returns how many. */
  expireTokens(filter?: { username?: string; kind?: Caller['kind'] }): number;
  accounts(): AccountSummary[];
  /** Bootstrap knobs: trial bonus amount, popup on/off and revision, server texts. */
  readonly bootstrap: BootstrapSettings;
  /** Call requests stored by cms/callme, oldest first. */
  callRequests(): CallRequest[];
  /** Deposits and withdrawals, newest first. */
  transactions(username?: string): Transaction[];
  /** Confirms an open deposit as the stand-in payment page would; false if not open. */
  confirmDeposit(id: string): boolean;
  /** Settles every pending deposit and withdrawal now instead of after the delay. */
  settlePayments(): number;
  /**
   * Writes rows into a player's history pages (game rounds, bonuses, sessions, deposits) with
   * the given texts: tests of long or hostile names (`POST /dev/history`).
   */
  recordHistory(username: string, rows: HistoryRows): void;
}

const both = (text: string | Localized): Localized =>
  typeof text === 'string' ? { tr: text, en: text } : text;

export function kindOf(type: NotifyInput['type']): NotificationKind {
  if (type === undefined) return NotificationKind.System;
  if (typeof type === 'number') return type;
  return NotificationKind[type] ?? NotificationKind.System;
}

export interface ControlParts {
  bootstrap: BootstrapSettings;
  ledger: PaymentLedger;
  callRequests: CallRequest[];
}

export function createControl(ctx: ServerContext, parts: ControlParts): DevControl {
  const { bootstrap, ledger } = parts;
  const requireAccount = (username: string) => {
    const account = ctx.accounts.find(username);
    if (!account) throw new Error(`Unknown player: ${username}`);
    return account;
  };
  return {
    setBalance(username, balance, options = {}) {
      const account = requireAccount(username);
      const notification = options.notify
        ? {
            type: NotificationKind.System,
            title: { tr: 'Bakiye güncellendi', en: 'Balance updated' },
            note: {
              tr: `Yeni bakiyeniz ${moneyText(balance, 'tr')}`,
              en: `Your new balance is ${moneyText(balance, 'en')}`,
            },
          }
        : undefined;
      ctx.wallet.set(account.username, balance, notification);
      ctx.log(`dev: balance of ${account.username} set to ${balance}`);
    },
    getBalance: (username) => requireAccount(username).balance,
    codes(filter = {}) {
      const username = filter.username
        ? (ctx.accounts.find(filter.username)?.username ?? filter.username)
        : undefined;
      return ctx.codes
        .list()
        .filter(
          (c) =>
            (!username || c.username === username) &&
            (!filter.purpose || c.purpose === filter.purpose),
        );
    },
    lastCode(username, purpose) {
      const account = ctx.accounts.find(username);
      const match = ctx.codes
        .list()
        .find(
          (c) => c.username === account?.username && !c.used && (!purpose || c.purpose === purpose),
        );
      return match?.code;
    },
    notify(username, input) {
      const account = requireAccount(username);
      return ctx.notifications.add(account.username, {
        type: kindOf(input.type),
        title: both(input.title),
        note: both(input.note),
      });
    },
    expireTokens(filter) {
      const count = ctx.tokens.expire(filter);
      ctx.log(`dev: expired ${count} token(s)`);
      return count;
    },
    accounts: () =>
      ctx.accounts.all().map((a) => ({
        username: a.username,
        password: a.password,
        name: a.name,
        surname: a.surname,
        email: a.email,
        phone: a.phone,
        group: a.group,
        usercode: a.usercode,
        balance: a.balance,
        smsVerified: a.smsVerified,
        betcoAccess: a.betcoAccess,
      })),
    bootstrap,
    callRequests: () => parts.callRequests.map((r) => ({ ...r })),
    transactions: (username) =>
      ledger
        .list(username ? (ctx.accounts.find(username)?.username ?? username) : undefined)
        .map((t) => ({ ...t })),
    confirmDeposit: (id) => ledger.confirmDeposit(id),
    settlePayments: () => ledger.settleAll(),
    recordHistory: (username, rows) =>
      recordHistory(ctx, ledger, requireAccount(username).username, rows),
  };
}
