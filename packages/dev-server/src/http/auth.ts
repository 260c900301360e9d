import type { MiddlewareHandler } from 'hono';
import type { AppEnv, ServerContext } from '../context';
import type { Caller } from '../state/tokens';
import { fail, unauthorized } from './envelope';

/** The anonymous token call itself needs no token. */
const tokenCall = /^\/api\/auth\/token\/?$/;

/**
 * Every API route needs a valid token (anonymous or player) in `Authorization: Bearer`;
 * otherwise HTTP 401. Sets `c.var.caller`. `publicPaths` (read on each request, so domains
 * mounted later can add theirs) are let through without one.
 */
export function requireToken(
  ctx: ServerContext,
  publicPaths: readonly RegExp[] = [],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (tokenCall.test(c.req.path) || publicPaths.some((p) => p.test(c.req.path))) return next();
    const header = c.req.header('authorization') ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
    const caller = ctx.tokens.resolve(token);
    if (!caller) return unauthorized(c);
    c.set('caller', caller);
    return next();
  };
}

/**
 * Player-only routes (balance, customer/*, payments, bonus): a visitor's valid anonymous token
 * is answered with HTTP 200 `success: false` "Please login first", not 401. A 401 would make the
 * client refresh a token that is fine and retry for nothing; the sportsbook and casino routes
 * answer visitors the same way.
 */
export const requirePlayer: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('caller')?.kind !== 'player') return fail(c, 'playerOnly');
  return next();
};

/** The player behind a request that passed `requirePlayer`. */
export function playerOf(caller: Caller): Extract<Caller, { kind: 'player' }> {
  if (caller.kind !== 'player')
    throw new Error('playerOf() on a visitor: add requirePlayer to the route');
  return caller;
}
