import * as v from 'valibot';

/**
 * Longest token or fingerprint the SDK keeps. Real tokens are a few hundred characters; a
 * stored value of megabytes makes the server answer 431 (not 401, so no refresh would heal it).
 */
export const HEADER_VALUE_MAX_LENGTH = 4096;

// Visible ASCII only: `fetch` throws on CR/LF and on characters above U+00FF (classed as a
// network error, so nothing would be cleared), and Latin-1 beyond ASCII is read differently
// by different servers.
const headerSafe = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

/** Whether a value can travel as an HTTP header (Authorization, x-fingerprint) on every server. */
export function isHeaderSafe(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= HEADER_VALUE_MAX_LENGTH && headerSafe.test(value)
  );
}

/** A token or fingerprint: visible ASCII, no surrounding space, at most 4096 characters. */
export const headerValueSchema = v.pipe(
  v.string(),
  v.check((value: string) => isHeaderSafe(value), 'not usable as an HTTP header value'),
);
