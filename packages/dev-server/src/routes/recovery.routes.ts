import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { fail, failWith, ok, readBody } from '../http/envelope';
import { asString, firstProblem, length } from '../http/validate';

/**
 * Password recovery in three calls: send a reset code to the account's phone, check it, then
 * change the password with it. Visitors call these with their anonymous token.
 */
export function recoveryRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.post('/auth/sendresetpassword', async (c) => {
    const body = await readBody(c);
    const problem = length('username', body.username, 5, 50);
    if (problem) return failWith(c, problem);
    const account = ctx.accounts.find(asString(body.username));
    if (!account) return fail(c, 'unknownUser');
    const issued = ctx.codes.issue('reset', account.username, account.phone);
    ctx.log(`SMS to +${account.phone} (${account.username}): password reset code ${issued.code}`);
    return ok(c, null, 'resetCodeSent');
  });

  routes.post('/auth/checkresetcode', async (c) => {
    const body = await readBody(c);
    const problem = firstProblem(
      length('username', body.username, 5, 50),
      length('code', body.code, 3, 20),
    );
    if (problem) return failWith(c, problem);
    const account = ctx.accounts.find(asString(body.username));
    if (
      !account ||
      !ctx.codes.check('reset', account.username, asString(body.code), { consume: false })
    )
      return fail(c, 'wrongResetCode');
    return ok(c, null, 'resetCodeOk');
  });

  routes.post('/auth/changepasswordwithcode', async (c) => {
    const body = await readBody(c);
    const problem = firstProblem(
      length('username', body.username, 5, 50),
      length('code', body.code, 3, 20),
      length('password', body.password, 5, 100),
      length('password2', body.password2, 5, 100),
    );
    if (problem) return failWith(c, problem);
    if (body.password !== body.password2) return fail(c, 'passwordsDiffer');
    const account = ctx.accounts.find(asString(body.username));
    if (!account || !ctx.codes.check('reset', account.username, asString(body.code)))
      return fail(c, 'wrongResetCode');
    account.password = asString(body.password);
    ctx.log(`password reset: ${account.username}`);
    return ok(c, null, 'passwordChanged');
  });

  return routes;
}
