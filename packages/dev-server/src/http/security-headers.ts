import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * Headers on every answer of the dev server: `nosniff` (a JSON answer or an SVG is never run as
 * a script or a page), and framing rules. The HTML pages a site frames (stand-in game, payment,
 * tracker and Betco pages) may be framed only by the site's origins (`siteOrigins`, `scheme://host:*`
 * is a valid CSP source) and the server itself; every other answer (API JSON, /dev/) by nobody.
 * X-Frame-Options cannot name another origin, so the framed pages rely on `frame-ancestors`
 * alone (every current browser reads it) and the others send both.
 */
export function securityHeaders(siteOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  // CSP's host-source grammar has no IPv6 literal: Chromium logs `http://[::1]:*` as an error on
  // every framed page and ignores it, so it is left out (an [::1] page keeps CORS, not framing).
  const framedBy = ["'self'", ...siteOrigins.filter((origin) => !origin.includes('['))].join(' ');
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    if (headers.has('Content-Security-Policy')) return;
    const html = (headers.get('content-type') ?? '').includes('text/html');
    if (html && !c.req.path.startsWith('/dev')) {
      headers.set('Content-Security-Policy', `frame-ancestors ${framedBy}`);
    } else {
      headers.set('Content-Security-Policy', "frame-ancestors 'none'");
      headers.set('X-Frame-Options', 'DENY');
    }
  };
}
