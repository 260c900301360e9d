/**
 * The demo's security headers, sent by the Vite dev and preview servers. An operator's
 * production server sends the same (see docs/security.md).
 *
 * - `frame-ancestors 'none'` (and X-Frame-Options for old browsers): no other site can frame
 *   login or deposit to trick a click.
 * - `img-src` matches the link policy's image rule: the page's own origin plus the origins
 *   the site passes as `imageOrigins` (here the dev server that hosts the CMS art).
 * - `frame-src`: game and payment pages (https providers, the dev server's stand-ins) and the
 *   sandboxed `srcdoc` game frames, nothing else.
 * - No `script-src` here: Vite's dev client injects inline scripts; the production policy in
 *   docs/security.md adds `script-src 'self'`.
 */
export function securityHeaders(imageOrigins: readonly string[]): Record<string, string> {
  const extra = imageOrigins.join(' ');
  const policy = [
    "frame-ancestors 'none'",
    `img-src 'self' data: blob: ${extra}`.trim(),
    `frame-src 'self' https: ${extra}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
