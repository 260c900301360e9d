import { Hono } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import { playerOf, requirePlayer } from '../http/auth';
import { fail, failWith, ok, readBody } from '../http/envelope';
import { asString, digitsOnly, firstProblem, length, pattern } from '../http/validate';

/**
 * customer/updatephone. Step 1 "sends" a 6-digit code to the phone (server log and
 * GET /dev/codes); step 2 checks it for the same phone, then stores the phone as verified.
 */
export function phoneRoutes(ctx: ServerContext) {
  const routes = new Hono<AppEnv>();

  routes.post('/customer/updatephone', requirePlayer, async (c) => {
    const { username } = playerOf(c.get('caller'));
    const body = await readBody(c);
    const step = Number(body.step);
    const phone = asString(body.phone).replace(/\D/g, '');
    const phoneProblem = length('phone', phone, 5, 20) ?? pattern('phone', phone, digitsOnly);

    if (step === 1) {
      if (phoneProblem) return failWith(c, phoneProblem);
      const issued = ctx.codes.issue('phone', username, phone);
      ctx.log(`SMS to +${phone} (${username}): phone verification code ${issued.code}`);
      return ok(c, null, 'codeSent', { phone: `+${phone}` });
    }

    if (step === 2) {
      const code = asString(body.code).replace(/\D/g, '');
      const problem = firstProblem(phoneProblem, length('code', code, 6, 6));
      if (problem) return failWith(c, problem);
      const pending = ctx.codes.pending('phone', username);
      if (!pending) return fail(c, 'noPendingCode');
      if (pending.phone !== phone || !ctx.codes.check('phone', username, code))
        return fail(c, 'wrongSmsCode');
      const account = ctx.accounts.find(username);
      if (account) {
        account.phone = phone;
        account.smsVerified = true;
      }
      ctx.log(`phone verified: ${username} +${phone}`);
      return ok(c, { phone, smsVerified: true }, 'phoneVerified');
    }

    return fail(c, 'invalidStep');
  });

  return routes;
}
