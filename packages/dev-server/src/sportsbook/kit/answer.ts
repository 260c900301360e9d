import type { Context } from 'hono';
import { type Envelope, envelope } from '../../http/envelope';

/**
 * The sportsbook and casino routes' short form of the one envelope helper (http/envelope.ts):
 * they already hold the message text in the request's language, so they pass a plain string.
 */
export type Answer<T> = Envelope<T>;

export function ok<T>(c: Context, data: T, message = ''): Response {
  return envelope(c, { success: true, message, data });
}

export function fail<T = null>(c: Context, message: string, data: T | null = null): Response {
  return envelope(c, { success: false, message, data });
}

export function unauthorized(c: Context, message: string): Response {
  return envelope(c, { success: false, message, data: null }, 401);
}
