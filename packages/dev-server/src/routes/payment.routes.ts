import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { playerOf, requirePlayer } from '../http/auth';
import { fail, ok, readBody } from '../http/envelope';
import { money } from '../http/money';
import { checkDetail } from '../payments/detail-check';
import type { PaymentLedger } from '../payments/payment-ledger';
import { fieldsOf, findMethod, listMethods, TransactionType } from '../payments/payment-methods';

/**
 * payment/detail, payment/deposit, payment/withdraw, plus the extensions payment/methods (the
 * method lists) and payment/transactions (history). All player-only.
 */
export function paymentRoutes(ctx: ServerContext, ledger: PaymentLedger) {
  const routes = new Hono<AppEnv>();
  routes.use('/payment/*', requirePlayer);

  // Extension: which methods exist, split by direction.
  routes.get('/payment/methods', (c) => {
    const all = listMethods(ctx.publicOrigin(c), c.get('locale'));
    return ok(c, {
      deposit: all.filter((m) => m.type === TransactionType.Deposit),
      withdraw: all.filter((m) => m.type === TransactionType.Withdraw),
    });
  });

  routes.post('/payment/detail', async (c) => {
    const body = await readBody(c);
    const method = findMethod(Number(body.id));
    const type = body.type === undefined ? undefined : Number(body.type);
    if (!method || (type !== undefined && type !== method.type))
      return fail(c, 'unknownPaymentMethod');
    return ok(c, fieldsOf(method, c.get('locale')));
  });

  routes.post('/payment/deposit', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const locale = c.get('locale');
    const body = await readBody(c);
    const method = findMethod(Number(body.id));
    if (!method || method.type !== TransactionType.Deposit || method.fields.length === 0)
      return fail(c, 'unknownPaymentMethod');
    const checked = checkDetail(method, body.detail, locale);
    if (!checked.ok) return fail(c, checked.problem.key, checked.problem.params);
    // Extension (player protection): refused before any payment page opens.
    const overLimit = ctx.protection.depositRefusal(username, checked.amount, locale);
    if (overLimit) {
      const message = { tr: overLimit.message, en: overLimit.message };
      return fail(c, message, {}, overLimit.data);
    }
    ctx.protection.recordDeposit(username, checked.amount);
    if (method.flow === 'redirect') {
      const tx = ledger.openDeposit(username, method, checked.amount, checked.values, locale);
      ctx.log(`deposit ${tx.id} opened: ${username} ${checked.amount} via ${method.name.en}`);
      return ok(c, `${ctx.publicOrigin(c)}/stand-in/pay/${tx.id}?lang=${locale}`, 'depositStarted');
    }
    const tx = ledger.requestDeposit(username, method, checked.amount, checked.values, locale);
    ctx.log(`deposit ${tx.id} requested: ${username} ${checked.amount} via ${method.name.en}`);
    return ok(c, { transactionId: tx.id }, 'depositReceived', { amount: money(checked.amount) });
  });

  routes.post('/payment/withdraw', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const locale = c.get('locale');
    const body = await readBody(c);
    const method = findMethod(Number(body.id));
    if (!method || method.type !== TransactionType.Withdraw) return fail(c, 'unknownPaymentMethod');
    const checked = checkDetail(method, body.detail, locale);
    if (!checked.ok) return fail(c, checked.problem.key, checked.problem.params);
    const tx = ledger.requestWithdraw(username, method, checked.amount, checked.values, locale);
    if (!tx) return fail(c, 'insufficientBalance');
    ctx.log(`withdraw ${tx.id}: ${username} ${checked.amount} via ${method.name.en}`);
    return ok(c, { transactionId: tx.id }, 'withdrawReceived', { amount: money(checked.amount) });
  });

  // Extension: the player's deposits and withdrawals, newest first.
  routes.post('/payment/transactions', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const locale = c.get('locale');
    const body = await readBody(c);
    const skip = Math.max(0, Number(body.skip ?? 0) || 0);
    const take = Math.max(0, Number(body.take ?? 100) || 0);
    const page = ledger.list(username).slice(skip, skip + take);
    return ok(
      c,
      page.map((tx) => ({
        id: tx.id,
        type: tx.type,
        methodId: tx.methodId,
        methodName: tx.methodName[locale],
        amount: tx.amount,
        status: tx.status,
        createdAt: new Date(tx.createdAt).toISOString().replace(/Z$/, ''),
      })),
    );
  });

  return routes;
}
