import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { type Localized, localize, type TextParams } from './locale';
import { type MessageKey, messages } from './messages';
import { fieldLabels, type ProblemOf } from './validate';

/** The generic answer of every API call. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

type AnyContext = Context<AppEnv>;

/**
 * The one place an answer is written: `{success, message, data}` as JSON with the status
 * (200 for business outcomes, 401/404/500 only where the contract says so). Every other helper
 * (`ok`, `fail`, `unauthorized`, the sportsbook kit's, the dev routes') goes through it.
 */
export function envelope<T>(
  c: Context,
  body: Envelope<T>,
  status: 200 | 400 | 401 | 404 | 500 = 200,
): Response {
  return c.json(body, status);
}

/** A text in the request's language: a catalogue key or a `{tr, en}` pair. */
export function text(c: AnyContext, message: MessageKey | Localized, params?: TextParams): string {
  const localized = typeof message === 'string' ? messages[message] : message;
  return localize(localized, c.get('locale') ?? 'tr', params);
}

/** `{success: true, message, data}` with HTTP 200. */
export function ok<T>(
  c: AnyContext,
  data: T,
  message: MessageKey | Localized = 'ok',
  params?: TextParams,
): Response {
  return envelope(c, { success: true, message: text(c, message, params), data });
}

/** `{success: false, message, data: null}` with HTTP 200: a refusal the client shows as a toast. */
export function fail(
  c: AnyContext,
  message: MessageKey | Localized,
  params?: TextParams,
  data: unknown = null,
): Response {
  return envelope(c, { success: false, message: text(c, message, params), data });
}

/** HTTP 401 with the envelope: missing, unknown or expired token, or a visitor on a player route. */
export function unauthorized(c: AnyContext, message: MessageKey = 'unauthorized'): Response {
  return envelope(c, { success: false, message: text(c, message), data: null }, 401);
}

/**
 * The JSON body as an object, or an empty object when it is missing or not JSON, so that a
 * route answers "field required" rather than crashing.
 */
export async function readBody(c: AnyContext): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** `fail` for a validation problem, with the field's label in the request's language. */
export function failWith(c: AnyContext, problem: ProblemOf): Response {
  const field = fieldLabels[problem.field][c.get('locale') ?? 'tr'];
  return fail(c, problem.key, { ...problem.params, field });
}
