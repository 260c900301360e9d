import type { ServerContext } from '../context';
import type { PaymentLedger } from '../payments/payment-ledger';
import { findMethod } from '../payments/payment-methods';
import type { PlatformCode, ProcessStatus, WinOrBet } from './activity-log';

/**
 * Rows written straight into a player's history (dev control `recordHistory`), with the texts a
 * back office or provider could send: game and provider names, bonus names, payment method
 * names, devices and addresses. Hostile markup and very long texts are what tests put here.
 */
export interface HistoryRows {
  rounds?: readonly {
    gameName: string;
    providerName: string;
    gameCode?: string;
    winOrBet?: WinOrBet;
    amount?: number;
  }[];
  bonuses?: readonly { name: string; amount?: number; status?: ProcessStatus }[];
  sessions?: readonly { device: string; ip: string; platform?: PlatformCode }[];
  /** Deposits (status Created) by a payment method of that name. */
  deposits?: readonly { methodName: string; amount?: number }[];
}

/** The method the recorded deposits copy (everything but the name): Havale / EFT. */
const TEMPLATE_METHOD_ID = 1;

export function recordHistory(
  ctx: ServerContext,
  ledger: PaymentLedger,
  username: string,
  rows: HistoryRows,
): void {
  for (const [index, round] of (rows.rounds ?? []).entries()) {
    ctx.activity.round({
      username,
      roundId: `dev-${index}`,
      gameCode: round.gameCode ?? `dev_game_${index}`,
      gameName: round.gameName,
      providerName: round.providerName,
      winOrBet: round.winOrBet ?? 2,
      amount: round.amount ?? 5,
    });
  }
  for (const bonus of rows.bonuses ?? []) {
    ctx.activity.bonus({
      username,
      kind: 'dev',
      name: { tr: bonus.name, en: bonus.name },
      amount: bonus.amount ?? 100,
      status: bonus.status ?? 1,
    });
  }
  for (const [index, session] of (rows.sessions ?? []).entries()) {
    const record = ctx.activity.login({
      username,
      token: `dev-session-${index}`,
      device: session.device,
      ip: session.ip,
      platform: session.platform ?? 1,
    });
    ctx.activity.logout(record.token);
  }
  const template = findMethod(TEMPLATE_METHOD_ID);
  if (!template) throw new Error(`No payment method ${TEMPLATE_METHOD_ID} to copy`);
  for (const deposit of rows.deposits ?? []) {
    const method = { ...template, name: { tr: deposit.methodName, en: deposit.methodName } };
    ledger.openDeposit(username, method, deposit.amount ?? 100, {}, 'tr');
  }
}

/** Rows from a `/dev/history` body; throws naming the first bad field. */
export function readHistoryRows(body: Record<string, unknown>): HistoryRows {
  const rowsOf = (key: keyof HistoryRows): Record<string, unknown>[] => {
    const value = body[key] ?? [];
    if (!Array.isArray(value) || value.length > 500)
      throw new Error(`${key}: a list of at most 500 rows`);
    return value.map((item: unknown) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item))
        throw new Error(`${key}: each row is an object`);
      return Object.fromEntries(Object.entries(item));
    });
  };
  const text = (row: Record<string, unknown>, key: string) => {
    const value = row[key];
    return typeof value === 'string' ? value : '';
  };
  const amount = (row: Record<string, unknown>) =>
    typeof row.amount === 'number' && Number.isFinite(row.amount) ? { amount: row.amount } : {};
  return {
    rounds: rowsOf('rounds').map((row) => ({
      gameName: text(row, 'gameName'),
      providerName: text(row, 'providerName'),
      ...amount(row),
      ...(row.winOrBet === 1 || row.winOrBet === 2 ? { winOrBet: row.winOrBet } : {}),
    })),
    bonuses: rowsOf('bonuses').map((row) => ({ name: text(row, 'name'), ...amount(row) })),
    sessions: rowsOf('sessions').map((row) => ({
      device: text(row, 'device'),
      ip: text(row, 'ip'),
    })),
    deposits: rowsOf('deposits').map((row) => ({
      methodName: text(row, 'methodName'),
      ...amount(row),
    })),
  };
}
