import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { recordLogin } from '../history/record-login';
import { fail, failWith, ok, readBody } from '../http/envelope';
import { asString, firstProblem, length } from '../http/validate';
import { authDataFor } from '../state/auth-data';

/** auth/token, auth/login, auth/logout. Register and recovery live in their own files. */
export function authRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.get('/auth/token', (c) => ok(c, ctx.tokens.issueAnonymous()));

  routes.post('/auth/login', async (c) => {
    const body = await readBody(c);
    const problem = firstProblem(
      length('username', body.username, 3, 35),
      length('password', body.password, 5, 100),
    );
    if (problem) return failWith(c, problem);
    const account = ctx.accounts.find(asString(body.username));
    if (!account || account.password !== asString(body.password))
      return fail(c, 'wrongCredentials');
    // Extension (player protection): no login until a time-out or self-exclusion ends.
    const excluded = ctx.protection.loginRefusal(account.username, c.get('locale'));
    if (excluded) {
      const message = { tr: excluded.message, en: excluded.message };
      return fail(c, message, {}, excluded.data);
    }
    ctx.protection.startSession(account.username);
    const token = ctx.tokens.issuePlayer(account.username);
    recordLogin(ctx, c, account.username, token);
    ctx.log(`login: ${account.username}`);
    return ok(c, authDataFor(account, token, ctx.publicOrigin(c)), 'loginOk', {
      name: account.name,
    });
  });

  // Revokes a player token; a visitor's anonymous token stays valid.
  routes.get('/auth/logout', (c) => {
    const caller = c.get('caller');
    if (caller.kind === 'player') {
      ctx.tokens.revoke(caller.token);
      ctx.activity.logout(caller.token);
      ctx.log(`logout: ${caller.username}`);
    }
    return ok(c, null, 'logoutOk');
  });

  return routes;
}
