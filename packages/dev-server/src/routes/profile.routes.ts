import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { playerOf, requirePlayer } from '../http/auth';
import { fail, ok } from '../http/envelope';

/**
 * Extension (not in the spec): GET customer/profile, the player's own details for the Personal
 * Information page. The login answer carries only the auth data fields of spec 000 §3.
 */
export function profileRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();
  routes.get('/customer/profile', requirePlayer, (c) => {
    const account = ctx.accounts.find(playerOf(c.get('caller')).username);
    if (!account) return fail(c, 'unknownUser');
    return ok(c, {
      username: account.username,
      usercode: account.usercode,
      name: account.name,
      surname: account.surname,
      email: account.email,
      phone: account.phone,
      smsVerified: account.smsVerified,
      birthDate: account.birthDate,
    });
  });
  return routes;
}
