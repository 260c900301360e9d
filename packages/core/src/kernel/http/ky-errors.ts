import { isHTTPError, isTimeoutError } from 'ky';
import * as v from 'valibot';
import { SiteError, type SiteErrorRequest } from '../errors/site-error';
import { envelopeSchema } from './envelope';

/** The `message` of an error answer's envelope, when it sent one. */
export async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const envelope = v.safeParse(envelopeSchema, await response.json());
    return (envelope.success && envelope.output.message) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * ky's typed errors as SiteErrors: `HTTPError` 401 → `unauthorized`, any other status →
 * `http`, `TimeoutError` → `timeout`, a fetch that failed → `network`. The request is
 * described by method and path only: no header (so no token) is copied. A call sent without
 * a token (`auth: false`, the anonymous-token call) reads a 401 as any other status.
 */
export async function toSiteErrorFromKy(
  error: unknown,
  request: SiteErrorRequest,
  auth: boolean,
): Promise<SiteError> {
  if (error instanceof SiteError) return error;
  if (isHTTPError(error)) {
    const status = error.response.status;
    const described = { ...request, status };
    if (status !== 401 || !auth)
      return new SiteError('http', 'errors.http', { request: described });
    // Spec 000 §8: the error reaches the caller "as its message text": the server's, when
    // the 401 carries one, else the translation key.
    const serverMessage = await messageOf(error.response);
    return new SiteError('unauthorized', serverMessage ?? 'errors.unauthorized', {
      request: described,
      ...(serverMessage === undefined ? {} : { serverMessage }),
    });
  }
  if (isTimeoutError(error)) {
    return new SiteError('timeout', 'errors.timeout', { cause: error, request });
  }
  return new SiteError('network', 'errors.network', { cause: error, request });
}
