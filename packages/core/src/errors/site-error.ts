/**
 * Why a call failed. The UI maps a code to a translated text unless the server sent a
 * message of its own (`serverMessage`), which is shown as it is.
 */
export type SiteErrorCode =
  | 'server' // the server answered `success: false`
  | 'unauthorized' // HTTP 401 that the token refresh could not fix
  | 'http' // any other non-2xx status
  | 'network' // the request never got an answer
  | 'malformed' // the answer did not match the contract
  | 'not-logged-in' // the action needs a player session
  | 'invalid-input' // a form or argument failed validation
  | 'busy'; // a single-flight action is already running

export class SiteError extends Error {
  override readonly name = 'SiteError';
  readonly code: SiteErrorCode;
  /** The server's own wording, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly status: number | undefined;
  /** The `data` of a `success: false` answer (e.g. placeBet's per-odd `oddInfo`). */
  readonly data: unknown;

  constructor(
    code: SiteErrorCode,
    message: string,
    details: { serverMessage?: string; status?: number; cause?: unknown; data?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.serverMessage = details.serverMessage;
    this.status = details.status;
    this.data = details.data;
  }
}

export function isSiteError(value: unknown): value is SiteError {
  return value instanceof SiteError;
}

/** Normalises anything thrown into a SiteError so callers handle one type. */
export function toSiteError(error: unknown): SiteError {
  if (error instanceof SiteError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SiteError('network', message, { cause: error });
}
