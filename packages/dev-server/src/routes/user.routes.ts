import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { playerOf, requirePlayer } from '../http/auth';
import { ok } from '../http/envelope';

/** user/balance: polled every 3 s by a logged-in client. */
export function userRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  routes.get('/user/balance', requirePlayer, (c) => {
    const { username } = playerOf(c.get('caller'));
    return ok(c, { balance: ctx.wallet.balance(username) });
  });
  return routes;
}
