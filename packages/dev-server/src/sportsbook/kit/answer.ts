import type { Context } from 'hono';

/**
 * The generic answer of spec 000 section 7: always `{success, message, data}`, HTTP 200 for
 * business outcomes, HTTP 401 only when the caller has no valid token.
 *
 * Shared by the sportsbook and casino routes; it lives in this folder only because of how the
 * dev server's folders are owned, and can move next to the app's own helpers later.
 */
export interface Answer<T> {
  success: boolean;
  message: string;
  data: T;
}

export function ok<T>(c: Context, data: T, message = ''): Response {
  return c.json({ success: true, message, data } satisfies Answer<T>, 200);
}

export function fail<T = null>(c: Context, message: string, data: T | null = null): Response {
  return c.json({ success: false, message, data } satisfies Answer<T | null>, 200);
}

export function unauthorized(c: Context, message: string): Response {
  return c.json({ success: false, message, data: null } satisfies Answer<null>, 401);
}
