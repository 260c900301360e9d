import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { playerOf, requirePlayer } from '../http/auth';
import { fail, failWith, ok, readBody } from '../http/envelope';
import { asString, firstProblem, length } from '../http/validate';

/** customer/changepassword, customer/notification and customer/readnotification. */
export function customerRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  routes.use('/customer/*', requirePlayer);

  routes.post('/customer/changepassword', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const body = await readBody(c);
    const problem = firstProblem(
      length('oldPassword', body.oldPassword, 5),
      length('password', body.password, 5, 100),
      length('confirmPassword', body.confirmPassword, 5, 100),
    );
    if (problem) return failWith(c, problem);
    if (body.password !== body.confirmPassword) return fail(c, 'passwordsDiffer');
    const account = ctx.accounts.find(username);
    if (!account || account.password !== asString(body.oldPassword))
      return fail(c, 'wrongOldPassword');
    account.password = asString(body.password);
    ctx.log(`password changed: ${username}`);
    return ok(c, null, 'passwordChanged');
  });

  // Newest first; `data` is the page as a list (skip 0, take 100 by default).
  routes.post('/customer/notification', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const body = await readBody(c);
    const skip = Math.max(0, Math.trunc(Number(body.skip ?? 0)) || 0);
    const take = Math.min(500, Math.max(0, Math.trunc(Number(body.take ?? 100)) || 0));
    return ok(c, ctx.notifications.list(username, c.get('locale'), skip, take).items);
  });

  routes.post('/customer/readnotification', async (c) => {
    const { username } = playerOf(c.get('caller'));
    const body = await readBody(c);
    const raw = Array.isArray(body.id) ? body.id : body.id === undefined ? [] : [body.id];
    const ids = raw.map(Number).filter(Number.isInteger);
    const updated = ctx.notifications.markRead(username, ids);
    const { unread } = ctx.notifications.list(username, c.get('locale'), 0, 0);
    return ok(c, { updated, unread }, 'notificationsRead');
  });

  return routes;
}
