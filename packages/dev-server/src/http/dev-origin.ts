import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv, ServerContext } from '../context';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origin of a URL, or undefined when it does not parse. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Who may call /dev/* from a browser: the dev server's own origin, the origins the operator of
 * `pnpm dev` names (`devOrigins`, the demo site), and a loopback page whose requests the demo's
 * proxy forwards with its own Host (so the demo works on any port without configuration). Not
 * "any origin": /dev/ hands out the demo passwords and SMS codes and sets faults, so a page on
 * another site must not read it, nor change it with a form post. A loopback Host is required
 * for that last case so that DNS rebinding (an attacker's name resolving to 127.0.0.1) fails.
 */
export function devOriginAllowed(
  origin: string,
  c: Context<AppEnv>,
  ctx: ServerContext,
  devOrigins: readonly string[],
): boolean {
  if (devOrigins.some((allowed) => originOf(allowed) === origin)) return true;
  if (originOf(ctx.publicOrigin(c)) === origin) return true;
  let request: URL;
  try {
    request = new URL(c.req.url);
  } catch {
    return false;
  }
  return request.origin === origin && loopbackHosts.has(request.hostname);
}

/**
 * /dev/* answers CORS only for an allowed origin and refuses any other Origin with 403 (a
 * request without Origin, from curl or a test, passes).
 */
export function devOriginGuard(
  ctx: ServerContext,
  devOrigins: readonly string[] = [],
): MiddlewareHandler<AppEnv>[] {
  const allowed = (origin: string, c: Context<AppEnv>) =>
    devOriginAllowed(origin, c, ctx, devOrigins);
  return [
    async (c, next) => {
      const origin = c.req.header('origin');
      if (origin === undefined || allowed(origin, c)) return next();
      return c.json(
        { success: false, message: `Origin ${origin} may not use /dev/`, data: null },
        403,
      );
    },
    cors({ origin: (origin, c) => (allowed(origin, c) ? origin : null) }),
  ];
}
