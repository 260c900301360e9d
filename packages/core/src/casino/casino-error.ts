import { errorText } from '../kernel/errors/error-text';
import { SiteError, type SiteErrorCode } from '../kernel/errors/site-error';
import type { DisplayText } from '../kernel/i18n/message-keys';
import { type CasinoMessageKey, casinoText } from './casino-messages';

/** Why the casino refused something on its own (no server involved). */
export type CasinoErrorReason =
  /** The launch answer was not an address the URL policy lets the site open. */
  | 'unsafe-launch-url'
  /** The game names a provider the launch map does not know. */
  | 'unknown-provider'
  /** A `/casino/play/{game}` value that does not decode to a game. */
  | 'game-not-found';

const BY_REASON: Record<CasinoErrorReason, { code: SiteErrorCode; key: CasinoMessageKey }> = {
  'unsafe-launch-url': { code: 'malformed', key: 'casino.unsafeLaunchUrl' },
  'unknown-provider': { code: 'invalid-input', key: 'casino.unknownProvider' },
  'game-not-found': { code: 'invalid-input', key: 'casino.gameNotFound' },
};

/** A SiteError with a casino reason; its message is the casino translation key. */
export class CasinoError extends SiteError {
  readonly reason: CasinoErrorReason;

  constructor(reason: CasinoErrorReason, options: { cause?: unknown } = {}) {
    super(BY_REASON[reason].code, BY_REASON[reason].key, options);
    this.reason = reason;
  }
}

export function isCasinoError(value: unknown): value is CasinoError {
  return value instanceof CasinoError;
}

/** What to show for a casino failure: the casino key, the server's words or the generic key. */
export function casinoErrorText(error: unknown): DisplayText {
  if (error instanceof CasinoError) return casinoText(BY_REASON[error.reason].key);
  return errorText(error);
}
