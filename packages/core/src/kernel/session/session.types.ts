import * as v from 'valibot';
import { headerValueSchema } from '../http/header-value';
import { stringOrNumber } from '../schemas/scalars';

// Servers send null or numbers for some text fields; the session always holds strings.
const text = v.pipe(v.nullish(stringOrNumber, ''), v.transform(String));

/** Auth data of spec 000 §3, as the login and register calls answer it and as it is stored. */
export const authDataSchema = v.object({
  // Sent as `Authorization: Bearer …`: a stored or answered token that cannot travel as a
  // header is refused here, so it never blocks every later call.
  token: v.pipe(v.string(), v.nonEmpty('token is empty'), headerValueSchema),
  username: v.string(),
  group: v.nullish(v.number(), 0),
  usercode: text,
  balance: v.nullish(v.number(), 0),
  betsyCid: text,
  betsyUrl: text,
  betsyToken: text,
  betcoToken: text,
  betcoUrl: text,
  phone: text,
  smsVerified: v.nullish(v.boolean(), false),
  fingerprint: v.optional(v.string()),
});

export type AuthData = v.InferOutput<typeof authDataSchema>;

export interface Credentials {
  username: string;
  password: string;
}

/** What screens read about the session (spec 000 §3 "Auth state read", plus derived flags). */
export interface SessionState {
  hasLogin: boolean;
  username: string | undefined;
  group: number | undefined;
  /** Groups 3 and 4 see the crown instead of My Account. */
  crown: boolean;
  smsVerified: boolean;
  phone: string | undefined;
  /** Betco access is granted when betcoUrl is non-empty. */
  accessBetco: boolean;
}

/** `other-tab`: the player logged out (or the session ended) in another tab of the site. */
export type LogoutReason = 'logout' | 'expired' | 'other-tab';

export interface LoggedOutEvent {
  reason: LogoutReason;
  /** Spec 000 §4: go home, then reload the page after 300 ms. The UI decides how. */
  redirectTo: string;
  reloadAfterMs: number;
}

export const BALANCE_POLL_MS = 3000;
export const LOGOUT_RELOAD_DELAY_MS = 300;
export const AUTH_DATA_KEY = 'authData';
export const ANONYMOUS_TOKEN_KEY = 'anonymousToken';
