import { hashString } from '../support/random';
import type { Account } from './accounts';

/** The login answer's `data`: the auth data fields of spec 000 section 3 (the client adds fingerprint). */
export interface AuthData {
  token: string;
  username: string;
  group: number;
  usercode: string;
  balance: number;
  betsyCid: string;
  betsyUrl: string;
  betsyToken: string;
  betcoToken: string;
  /** Non-empty only for players with betco access. */
  betcoUrl: string;
  phone: string;
  smsVerified: boolean;
}

export function authDataFor(account: Account, token: string, origin: string): AuthData {
  const betco = account.betcoAccess;
  const opaque = (label: string) => `${label}-${hashString(`${label}:${token}`).toString(36)}`;
  return {
    token,
    username: account.username,
    group: account.group,
    usercode: account.usercode,
    balance: account.balance,
    betsyCid: `betsy-${account.usercode}`,
    betsyUrl: `${origin}/stand-in/betsy`,
    betsyToken: opaque('betsy'),
    betcoToken: betco ? opaque('betco') : '',
    betcoUrl: betco ? `${origin}/stand-in/betco?user=${encodeURIComponent(account.usercode)}` : '',
    phone: account.phone,
    smsVerified: account.smsVerified,
  };
}
