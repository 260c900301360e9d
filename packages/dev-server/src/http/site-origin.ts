import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv, ServerContext } from '../context';
import { originOf } from './dev-origin';

/**
 * The pages a local `pnpm dev` serves: Vite's demo (through its proxy, which forwards the
 * page's Origin), Storybook, a test page. Any port, loopback hosts only.
 */
export const DEFAULT_SITE_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://[::1]:*',
];

/** `http://host:*` matches that scheme and host on any port; anything else is an exact origin. */
export function originMatches(pattern: string, origin: string): boolean {
  if (pattern.endsWith(':*')) {
    const base = originOf(pattern.slice(0, -2));
    const candidate = originOf(origin);
    if (!base || !candidate || candidate !== origin) return false;
    const [wanted, actual] = [new URL(base), new URL(candidate)];
    return wanted.protocol === actual.protocol && wanted.hostname === actual.hostname;
  }
  return originOf(pattern) === origin;
}

const allowHeaders = ['authorization', 'content-type', 'x-locale', 'x-fingerprint'];

/**
 * /api/* and /sbapi/api/* answer CORS only for the site's origins (`siteOrigins`, default
 * loopback on any port) and the server's own origin (its payment page). Any other Origin gets
 * 403 without CORS headers: another site's page can neither read answers nor post to it, and a
 * rebound DNS name (an attacker's host resolving to 127.0.0.1) is not loopback. Requests
 * without Origin (curl, Node, tests) pass. `publicPaths` (read on each request) are the
 * token-free pages and assets a game or tracker frame loads, often from a sandboxed frame
 * whose Origin is `null`: they stay open to any origin, their path token being the credential.
 */
export function siteOriginGuard(
  ctx: ServerContext,
  siteOrigins: readonly string[] = DEFAULT_SITE_ORIGINS,
  publicPaths: readonly RegExp[] = [],
): MiddlewareHandler<AppEnv> {
  const allowed = (origin: string, c: Context<AppEnv>) =>
    siteOrigins.some((pattern) => originMatches(pattern, origin)) ||
    originOf(ctx.publicOrigin(c)) === origin;
  // Bearer tokens, not cookies: no credentials mode.
  const openCors = cors({ origin: (origin) => origin, allowHeaders });
  const siteCors = cors({
    origin: (origin, c) => (allowed(origin, c) ? origin : null),
    allowHeaders,
  });
  return async (c, next) => {
    if (publicPaths.some((path) => path.test(c.req.path))) return openCors(c, next);
    const origin = c.req.header('origin');
    if (origin !== undefined && !allowed(origin, c)) {
      // A developer's message, not a player's: it names the option to set.
      const message = `Origin ${origin} may not use the API: add it to siteOrigins (--site-origin).`;
      return c.json({ success: false, message, data: null }, 403);
    }
    return siteCors(c, next);
  };
}
