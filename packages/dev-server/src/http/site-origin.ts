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

/**
 * /api/* and /sbapi/api/* answer CORS only for the site's origins (`siteOrigins`, default
 * loopback on any port) and the server's own origin (its payment page). Any other Origin gets
 * 403 without CORS headers: another site's page can neither read answers nor post to it, and a
 * rebound DNS name (an attacker's host resolving to 127.0.0.1) is not loopback. Requests
 * without Origin (curl, Node, tests) pass.
 */
export function siteOriginGuard(
  ctx: ServerContext,
  siteOrigins: readonly string[] = DEFAULT_SITE_ORIGINS,
): MiddlewareHandler<AppEnv>[] {
  const allowed = (origin: string, c: Context<AppEnv>) =>
    siteOrigins.some((pattern) => originMatches(pattern, origin)) ||
    originOf(ctx.publicOrigin(c)) === origin;
  return [
    async (c, next) => {
      const origin = c.req.header('origin');
      if (origin === undefined || allowed(origin, c)) return next();
      // A developer's message, not a player's: it names the option to set.
      const message = `Origin ${origin} may not use the API: add it to siteOrigins (--site-origin).`;
      return c.json({ success: false, message, data: null }, 403);
    },
    cors({
      origin: (origin, c) => (allowed(origin, c) ? origin : null),
      // Bearer tokens, not cookies: no credentials.
      allowHeaders: ['authorization', 'content-type', 'x-locale', 'x-fingerprint'],
    }),
  ];
}
