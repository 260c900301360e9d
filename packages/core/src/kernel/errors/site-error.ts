/**
 * Why a call failed. The UI maps a code to a translated text unless the server sent a
 * message of its own (`serverMessage`), which is shown as it is.
 */
export type SiteErrorCode =
  | 'server' // the server answered `success: false`
  | 'unauthorized' // HTTP 401 that the token refresh could not fix
  | 'http' // any other non-2xx status
  | 'timeout' // no answer within the request timeout (the server may still act on it)
  | 'network' // the request never got an answer: offline, DNS, refused, reset
  | 'malformed' // the answer did not match the contract
  | 'not-logged-in' // the action needs a player session
  | 'invalid-input' // a form or argument failed validation
  | 'busy' // a single-flight action is already running
  | 'bug'; // something else was thrown: a defect in the SDK or in the site's code

/** The call an error came from. Method and path only: never a header, so never a token. */
export interface SiteErrorRequest {
  method: string;
  /** The URL path, without the query, e.g. `/api/user/balance`. */
  path: string;
  /** The HTTP status, when an answer came. */
  status?: number;
}

export interface SiteErrorDetails {
  serverMessage?: string;
  /** Defaults to `request.status`. */
  status?: number;
  cause?: unknown;
  data?: unknown;
  request?: SiteErrorRequest;
}

export class SiteError extends Error {
  override readonly name = 'SiteError';
  readonly code: SiteErrorCode;
  /** The server's own wording, when it sent one. */
  readonly serverMessage: string | undefined;
  readonly status: number | undefined;
  /** The `data` of a `success: false` answer (e.g. placeBet's per-odd `oddInfo`). */
  readonly data: unknown;
  /** The HTTP call that failed, when the failure came from one. */
  readonly request: SiteErrorRequest | undefined;

  constructor(code: SiteErrorCode, message: string, details: SiteErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.serverMessage = details.serverMessage;
    this.status = details.status ?? details.request?.status;
    this.data = details.data;
    this.request = details.request;
  }
}

export function isSiteError(value: unknown): value is SiteError {
  return value instanceof SiteError;
}

/**
 * Normalises anything thrown into a SiteError so callers handle one type. The HTTP client and
 * the hubs raise SiteErrors themselves, so anything else that reaches here is a `bug`.
 */
export function toSiteError(error: unknown): SiteError {
  if (error instanceof SiteError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SiteError('bug', message, { cause: error });
}
