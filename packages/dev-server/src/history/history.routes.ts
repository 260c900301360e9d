import { type Context, Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { playerOf, requirePlayer } from '../http/auth';
import { fail, ok, readBody } from '../http/envelope';
import type { PaymentLedger } from '../payments/payment-ledger';
import { TransactionStatus } from '../payments/payment-ledger';
import { pageOf, type QueryProblem, readHistoryQuery, wireTime } from './history-query';

const problems: Record<QueryProblem, { tr: string; en: string }> = {
  range: { tr: 'Geçersiz tarih aralığı', en: 'Invalid date range' },
  filter: { tr: 'Geçersiz filtre', en: 'Invalid filter' },
};
const TRANSACTION_STATUSES = Object.values(TransactionStatus);

/**
 * Extensions (not in the spec): the player's history behind the dashboard tiles, read from what
 * the player really did on this server. Each is POST with `{from?, to?, <filter>?, skip?, take?}`
 * and answers `{items, total}`, newest first. Bets are `sportsbook/mybets`.
 */
export function historyRoutes(ctx: ServerContext, ledger: PaymentLedger) {
  const routes = new Hono<AppEnv>();
  routes.use('/history/*', requirePlayer);

  const query = async (c: Context<AppEnv>, filters: Record<string, readonly number[]>) => {
    const parsed = readHistoryQuery(await readBody(c), filters, ctx.clock.now());
    return typeof parsed === 'string' ? fail(c, problems[parsed]) : parsed;
  };

  routes.post('/history/financial', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const q = await query(c, { type: [1, 2], status: TRANSACTION_STATUSES });
    if (q instanceof Response) return q;
    const locale = c.get('locale');
    const page = pageOf(
      ledger.list(username),
      q,
      (tx) => tx.createdAt,
      (tx, key) => (key === 'type' ? tx.type : tx.status),
    );
    return ok(c, {
      total: page.total,
      items: page.items.map((tx) => ({
        id: tx.id,
        type: tx.type,
        status: tx.status,
        methodName: tx.methodName[locale],
        amount: tx.amount,
        createdAt: wireTime(tx.createdAt),
        updatedAt: wireTime(tx.updatedAt),
      })),
    });
  });

  routes.post('/history/games', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const q = await query(c, { winOrBet: [1, 2] });
    if (q instanceof Response) return q;
    const page = pageOf(
      ctx.activity.rounds(username),
      q,
      (round) => round.at,
      (round) => round.winOrBet,
    );
    return ok(c, {
      total: page.total,
      items: page.items.map((round) => ({
        id: round.id,
        roundId: round.roundId,
        gameCode: round.gameCode,
        gameName: round.gameName,
        providerName: round.providerName,
        winOrBet: round.winOrBet,
        amount: round.amount,
        createdAt: wireTime(round.at),
      })),
    });
  });

  routes.post('/history/sessions', async (c) => {
    const caller = playerOf(c.get('caller'));
    const q = await query(c, { platform: [1, 2] });
    if (q instanceof Response) return q;
    const page = pageOf(
      ctx.activity.sessions(caller.username),
      q,
      (session) => session.loginAt,
      (session) => session.platform,
    );
    return ok(c, {
      total: page.total,
      items: page.items.map((session) => ({
        id: session.id,
        loginAt: wireTime(session.loginAt),
        logoutAt: session.logoutAt === null ? null : wireTime(session.logoutAt),
        platform: session.platform,
        device: session.device,
        ip: session.ip,
        current: session.token === caller.token,
      })),
    });
  });

  routes.post('/history/bonuses', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const q = await query(c, { status: [1, 2, 3, 4] });
    if (q instanceof Response) return q;
    const locale = c.get('locale');
    const page = pageOf(
      ctx.activity.bonuses(username),
      q,
      (bonus) => bonus.at,
      (bonus) => bonus.status,
    );
    return ok(c, {
      total: page.total,
      items: page.items.map((bonus) => ({
        id: bonus.id,
        name: bonus.name[locale],
        amount: bonus.amount,
        status: bonus.status,
        createdAt: wireTime(bonus.at),
      })),
    });
  });

  return routes;
}
