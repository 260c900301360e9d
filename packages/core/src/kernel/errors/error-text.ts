import type { DisplayText, MessageKey } from '../i18n/message-keys';
import { type SiteError, type SiteErrorCode, toSiteError } from './site-error';

const KEY_BY_CODE: Record<SiteErrorCode, MessageKey> = {
  server: 'errors.server',
  unauthorized: 'errors.unauthorized',
  http: 'errors.http',
  timeout: 'errors.timeout',
  network: 'errors.network',
  malformed: 'errors.malformed',
  'not-logged-in': 'errors.notLoggedIn',
  'invalid-input': 'errors.invalidInput',
  busy: 'errors.busy',
  bug: 'errors.bug',
};

/** What to show for an error: the server's own words when it sent any, else a translation key. */
export function errorText(error: SiteError | unknown): DisplayText<MessageKey> {
  const siteError = toSiteError(error);
  if (siteError.serverMessage) return { text: siteError.serverMessage };
  return { key: KEY_BY_CODE[siteError.code] };
}
